import type { TeamInvitation, TeamMember } from "@schema/api/manage-team";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { routerMarkup } from "../../lib/test/router-markup";
import { InvitationList, MemberTable } from "./TeamSections";

/* The Team page's tables as the server renders them, for the owner and for a manager. */

const members: TeamMember[] = [
  {
    userId: "0b8f3c1e-0000-4000-8000-000000000001",
    name: "Maya",
    email: "maya@example.com",
    role: "owner",
    since: "2026-01-05T10:00:00.000Z",
  },
  {
    userId: "0b8f3c1e-0000-4000-8000-000000000002",
    name: null,
    email: "jess@example.com",
    role: "manager",
    since: "2026-02-07T10:00:00.000Z",
  },
];
const invitations: TeamInvitation[] = [
  {
    id: "0b8f3c1e-0000-4000-8000-000000000003",
    email: "theo@example.com",
    sentAt: "2026-03-01T10:00:00.000Z",
    expiresAt: "2026-03-08T10:00:00.000Z",
    expired: false,
  },
];

const headers = (html: string) =>
  [...html.matchAll(/<th scope="col">([\s\S]*?)<\/th>/g)].map(([, inner]) =>
    inner?.replace(/<[^>]+>/g, ""),
  );

describe("the Team page's tables", () => {
  it("are cards on a phone: each value carries its column's name", async () => {
    const html = await routerMarkup(createElement(MemberTable, { members, isOwner: true }));
    expect(html).toContain('class="section-table section-table--cards"');
    expect(html).toContain(
      '<td data-label="E-mail" class="section-table__email">jess@example.com</td>',
    );
    expect(html).toContain('<td data-label="Role">Manager</td>');
    expect(html).toMatch(/<td data-label="Since">[^<]+<\/td>/);
    const invited = await routerMarkup(
      createElement(InvitationList, { invitations, isOwner: true }),
    );
    expect(invited).toContain('class="section-table section-table--cards"');
    expect(invited).toMatch(/<td data-label="Sent">[^<]+<\/td><td data-label="Expires">/);
  });

  it("the owner's have an actions column, unnamed on screen, with one button per manager", async () => {
    const html = await routerMarkup(createElement(MemberTable, { members, isOwner: true }));
    expect(headers(html)).toEqual(["Name", "E-mail", "Role", "Since", "Actions"]);
    expect(html).toContain('<span class="visually-hidden">Actions</span>');
    expect(html.match(/Remove<span class="visually-hidden"> /g)).toHaveLength(1);
    const invited = await routerMarkup(
      createElement(InvitationList, { invitations, isOwner: true }),
    );
    expect(headers(invited)).toEqual(["E-mail", "Sent", "Expires", "Actions"]);
    expect(invited).toContain("the invitation to theo@example.com");
  });

  it("a manager's have neither", async () => {
    const html = await routerMarkup(createElement(MemberTable, { members, isOwner: false }));
    expect(headers(html)).toEqual(["Name", "E-mail", "Role", "Since"]);
    expect(html).not.toContain("Remove");
    const invited = await routerMarkup(
      createElement(InvitationList, { invitations, isOwner: false }),
    );
    expect(headers(invited)).toEqual(["E-mail", "Sent", "Expires"]);
    expect(invited).not.toContain("Withdraw");
  });
});
