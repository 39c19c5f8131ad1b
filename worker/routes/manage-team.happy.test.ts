import { siteInvitations } from "@schema/db/site-invitations";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import { anchorEmail } from "../services/site-databases/anchors";
import { expectDocumented } from "../test/documented-answers";
import {
  call,
  db,
  latestMail,
  mailsWithSubject,
  makeUser,
  signedIn,
  siteDb,
  unique,
} from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

/** The invitation link's token, read from the e-mail as the invitee's browser would. */
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/team-invitations\/([A-Za-z0-9_-]{43})/;
const tokenIn = (text: string) => {
  const token = INVITATION_LINK.exec(text)?.[1];
  if (!token) throw new Error("No invitation link in the e-mail");
  return token;
};

async function invite(site: { slug: string }, token: string, email: string) {
  return call("POST", `/manage/${site.slug}/team/invitations`, { token, json: { email } });
}

describe("manage team: the owner invites, the invitee accepts, the owner removes", () => {
  it("lists the owner alone at first, with no invitations", async () => {
    const { site, owner, token } = await makeKitchen();
    await db().update(users).set({ displayName: "Maya" }).where(eq(users.id, owner.id));
    const res = await call("GET", `/manage/${site.slug}/team`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      members: [
        {
          userId: owner.id,
          name: "Maya",
          email: owner.email,
          role: "owner",
          since: expect.any(String),
        },
      ],
      invitations: [],
    });
  });

  it("e-mails a link to the platform's invitation page, naming the owner and the site; only the hash is kept", async () => {
    const { site, owner, token } = await makeKitchen({ title: "Maya's Kitchen" });
    await db().update(users).set({ displayName: "Maya" }).where(eq(users.id, owner.id));
    const email = `${unique("jess")}@example.com`;
    const res = await invite(site, token, email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body.invitation).toMatchObject({ email, expired: false });
    const days =
      (Date.parse(res.body.invitation.expiresAt) - Date.parse(res.body.invitation.sentAt)) /
      86_400_000;
    expect(days).toBe(7);

    const mail = await latestMail(email);
    expect(mail.subject).toBe("Maya invited you to help run Maya's Kitchen");
    expect(mail.from).toContain("Maya's Kitchen");
    expect(mail.link).toBeUndefined();
    const secret = tokenIn(mail.text);
    expect(mail.html).toContain(`/team-invitations/${secret}`);
    expect(mail.text).toContain("Maya's Kitchen");
    expect(mail.text).toMatch(/^http:\/\/localhost:8788\/team-invitations\//m);

    const [row] = await db()
      .select()
      .from(siteInvitations)
      .where(eq(siteInvitations.siteId, site.id));
    expect(row?.tokenHash).toBe(await sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const team = await call("GET", `/manage/${site.slug}/team`, { token });
    expect(team.body.invitations).toEqual([res.body.invitation]);
    await expectDocumented("POST", "/manage/:siteSlug/team/invitations", res);
    await expectDocumented("GET", "/manage/:siteSlug/team", team);
  });

  it("shows the link's page to whoever holds it, and its account accepts: a manager at once, the link spent", async () => {
    const { site, owner, token } = await makeKitchen({ title: "Plum Kitchen" });
    await db().update(users).set({ displayName: "Maya" }).where(eq(users.id, owner.id));
    const invitee = await makeUser({ displayName: "Jess" });
    await invite(site, token, invitee.email);
    const secret = tokenIn((await latestMail(invitee.email)).text);

    const page = await call("GET", `/manage/team-invitations/${secret}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.body.invitation).toMatchObject({
      status: "open",
      email: invitee.email,
      inviterName: "Maya",
      site: { slug: site.slug, title: "Plum Kitchen" },
    });
    await expectDocumented("GET", "/manage/team-invitations/:token", page);

    const inviteeToken = await signedIn(invitee.id);
    expect(
      (await call("GET", `/manage/${site.slug}/current-site`, { token: inviteeToken })).status,
    ).toBe(404);
    const accepted = await call("POST", `/manage/team-invitations/${secret}/acceptance`, {
      token: inviteeToken,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ site: { slug: site.slug, title: "Plum Kitchen" } });
    await expectDocumented("POST", "/manage/team-invitations/:token/acceptance", accepted);

    const current = await call("GET", `/manage/${site.slug}/current-site`, { token: inviteeToken });
    expect(current.status).toBe(200);
    expect(current.body.site.role).toBe("manager");
    const team = await call("GET", `/manage/${site.slug}/team`, { token });
    expect(
      team.body.members.map((m: { email: string; role: string }) => [m.email, m.role]),
    ).toEqual([
      [owner.email, "owner"],
      [invitee.email, "manager"],
    ]);
    expect(team.body.invitations).toEqual([]);
    // The site's own database has the new manager's anchor (ADR 0014) when the site moved there.
    const own = await siteDb(site.id);
    if (own !== db()) {
      const [anchor] = await own.select().from(users).where(eq(users.id, invitee.id));
      expect(anchor?.email).toBe(anchorEmail(invitee.id));
    }

    // Single use: the link no longer works, even for its own account.
    const again = await call("POST", `/manage/team-invitations/${secret}/acceptance`, {
      token: inviteeToken,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/no longer works/);
    expect((await call("GET", `/manage/team-invitations/${secret}`)).status).toBe(404);
  });

  it("tells the owner by e-mail who joined which site as what, with the kitchen's Team page", async () => {
    const { site, owner, token } = await makeKitchen({ title: "Plum Kitchen" });
    const invitee = await makeUser({ displayName: "Jess" });
    await invite(site, token, invitee.email);
    const secret = tokenIn((await latestMail(invitee.email)).text);
    const accepted = await call("POST", `/manage/team-invitations/${secret}/acceptance`, {
      token: await signedIn(invitee.id),
    });
    expect(accepted.status).toBe(200);

    const mails = await mailsWithSubject(owner.email, "helps run");
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe("Jess now helps run Plum Kitchen");
    expect(mail?.from).toContain("Plum Kitchen");
    expect(mail?.text).toContain(`Jess (${invitee.email}) accepted your invitation`);
    expect(mail?.text).toContain("is now a manager of Plum Kitchen");
    expect(mail?.html).toContain(`/kitchen/${site.slug}/team`);
    // The invitee gets nothing more than their invitation.
    expect(await mailsWithSubject(invitee.email, "helps run")).toHaveLength(0);
  });

  it("a repeated accept (a double POST, together or one after the other) makes one manager and one e-mail", async () => {
    const { site, owner, token } = await makeKitchen({ title: "Twice Kitchen" });
    const invitee = await makeUser();
    await invite(site, token, invitee.email);
    const secret = tokenIn((await latestMail(invitee.email)).text);
    const inviteeToken = await signedIn(invitee.id);
    const accept = () =>
      call("POST", `/manage/team-invitations/${secret}/acceptance`, { token: inviteeToken });

    const both = await Promise.all([accept(), accept()]);
    expect(both.map((res) => res.status)).toContain(200);
    const late = await accept();
    expect(late.status).toBe(404);

    const mails = await mailsWithSubject(owner.email, "helps run");
    expect(mails).toHaveLength(1);
    // Named by the address when the account has no name.
    expect(mails[0]?.subject).toBe(`${invitee.email} now helps run Twice Kitchen`);
    const rows = await db()
      .select()
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, invitee.id)));
    expect(rows).toHaveLength(1);
  });

  it("inviting the same address again replaces the invitation: one row, a new link, the old one dead", async () => {
    const { site, token } = await makeKitchen();
    const invitee = await makeUser();
    await invite(site, token, invitee.email);
    const first = tokenIn((await latestMail(invitee.email)).text);
    const again = await invite(site, token, invitee.email);
    expect(again.status).toBe(201);
    const mails = await mailsWithSubject(invitee.email, "invited you");
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[0]?.text ?? "");
    expect(second).not.toBe(first);

    const team = await call("GET", `/manage/${site.slug}/team`, { token });
    expect(team.body.invitations).toHaveLength(1);
    expect(team.body.invitations[0].id).toBe(again.body.invitation.id);
    expect((await call("GET", `/manage/team-invitations/${first}`)).status).toBe(404);
    const accepted = await call("POST", `/manage/team-invitations/${second}/acceptance`, {
      token: await signedIn(invitee.id),
    });
    expect(accepted.status).toBe(200);
  });

  it("the owner withdraws an invitation: gone from the list, its link dead", async () => {
    const { site, token } = await makeKitchen();
    const email = `${unique("later")}@example.com`;
    const sent = await invite(site, token, email);
    const secret = tokenIn((await latestMail(email)).text);
    const id = sent.body.invitation.id;
    const res = await call("DELETE", `/manage/${site.slug}/team/invitations/${id}`, { token });
    expect(res.status).toBe(204);
    expect((await call("GET", `/manage/${site.slug}/team`, { token })).body.invitations).toEqual(
      [],
    );
    expect((await call("GET", `/manage/team-invitations/${secret}`)).status).toBe(404);
    // Withdrawn twice: it is not there any more.
    expect(
      (await call("DELETE", `/manage/${site.slug}/team/invitations/${id}`, { token })).status,
    ).toBe(404);
  });

  it("the owner removes a manager, whose next kitchen call is refused", async () => {
    const { site, token } = await makeKitchen();
    const manager = await addManager(site.id);
    expect(
      (await call("GET", `/manage/${site.slug}/recipes`, { token: manager.token })).status,
    ).toBe(200);
    const res = await call("DELETE", `/manage/${site.slug}/team/members/${manager.user.id}`, {
      token,
    });
    expect(res.status).toBe(204);
    for (const path of ["current-site", "recipes", "team"]) {
      const after = await call("GET", `/manage/${site.slug}/${path}`, { token: manager.token });
      expect(after.status).toBe(404);
    }
    const sites = await call("GET", "/manage/sites", { token: manager.token });
    expect(sites.body.sites.map((s: { slug: string }) => s.slug)).not.toContain(site.slug);
    const rows = await db()
      .select()
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, manager.user.id)));
    expect(rows).toEqual([]);
  });

  it("a manager sees the same team, read-only", async () => {
    const { site, owner, token } = await makeKitchen();
    const manager = await addManager(site.id);
    await invite(site, token, `${unique("pending")}@example.com`);
    const seen = await call("GET", `/manage/${site.slug}/team`, { token: manager.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual((await call("GET", `/manage/${site.slug}/team`, { token })).body);
    expect(seen.body.members[0].userId).toBe(owner.id);
  });
});
