import { Form, useNavigation } from "@remix-run/react";
import type { TeamInvitation, TeamMember } from "@schema/api/manage-team";
import { type ReactNode, useEffect, useRef } from "react";
import { ConfirmButton } from "../sections/ConfirmButton";
import { formatDay } from "../sections/dates";
import { resultFor, type SectionResult } from "../sections/section-result";
import { TEAM_INTENTS } from "./team-intents";

const nameOf = (member: TeamMember) => member.name?.trim() || member.email;

type TeamTableProps = {
  /** Names the table for screen readers; the page's heading above says it on screen. */
  caption: string;
  columns: string[];
  /** The owner's tables end in a column of buttons (Remove, Withdraw), unnamed on screen. */
  isOwner: boolean;
  children: ReactNode;
};

/**
 * The frame of the Team page's two tables. On a phone each row is a card (kitchen/sections.css
 * `section-table--cards`), each value under its column's name, the button in reach, rather
 * than columns scrolled sideways.
 */
function TeamTable({ caption, columns, isOwner, children }: TeamTableProps) {
  return (
    <div className="table-scroll">
      <table className="section-table section-table--cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {isOwner ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The owner and managers; the owner may remove a manager, behind a confirmation. */
export function MemberTable({ members, isOwner }: { members: TeamMember[]; isOwner: boolean }) {
  return (
    <TeamTable
      caption="Who runs this site"
      columns={["Name", "E-mail", "Role", "Since"]}
      isOwner={isOwner}
    >
      {members.map((member) => (
        <tr key={member.userId}>
          <th scope="row">{nameOf(member)}</th>
          <td data-label="E-mail" className="section-table__email">
            {member.email}
          </td>
          <td data-label="Role">{member.role === "owner" ? "Owner" : "Manager"}</td>
          <td data-label="Since">{formatDay(member.since)}</td>
          {isOwner ? (
            <td>
              {member.role === "manager" ? (
                <ConfirmButton
                  small
                  intent={TEAM_INTENTS.remove}
                  fields={{ userId: member.userId, name: nameOf(member) }}
                  label={
                    <>
                      Remove<span className="visually-hidden"> {nameOf(member)}</span>
                    </>
                  }
                  title={`Remove ${nameOf(member)} from the team?`}
                  confirmLabel="Remove from team"
                >
                  <p>
                    They can no longer open this site's kitchen, from their next click on. What they
                    wrote stays. You can invite them again later.
                  </p>
                </ConfirmButton>
              ) : null}
            </td>
          ) : null}
        </tr>
      ))}
    </TeamTable>
  );
}

/** Invitations waiting to be accepted; the owner may withdraw one. */
export function InvitationList({
  invitations,
  isOwner,
}: {
  invitations: TeamInvitation[];
  isOwner: boolean;
}) {
  if (!invitations.length) return <p className="empty-state">No invitations waiting.</p>;
  return (
    <TeamTable
      caption="Invitations waiting to be accepted"
      columns={["E-mail", "Sent", "Expires"]}
      isOwner={isOwner}
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <th scope="row" className="section-table__email">
            {invitation.email}
          </th>
          <td data-label="Sent">{formatDay(invitation.sentAt)}</td>
          <td data-label="Expires">
            {invitation.expired ? "Expired: invite them again" : formatDay(invitation.expiresAt)}
          </td>
          {isOwner ? (
            <td>
              <ConfirmButton
                small
                intent={TEAM_INTENTS.withdraw}
                fields={{ invitationId: invitation.id, email: invitation.email }}
                label={
                  <>
                    Withdraw
                    <span className="visually-hidden"> the invitation to {invitation.email}</span>
                  </>
                }
                title={`Withdraw the invitation to ${invitation.email}?`}
                confirmLabel="Withdraw invitation"
              >
                <p>The link in the e-mail they got will no longer work.</p>
              </ConfirmButton>
            </td>
          ) : null}
        </tr>
      ))}
    </TeamTable>
  );
}

/**
 * The owner's invite form: one address. A refusal about the address (not valid, already on
 * the team) is said at the field, which takes focus; a sent invitation empties the form, and
 * the page's notice takes focus (ActionNotice).
 */
export function InviteForm({ result }: { result: SectionResult | undefined }) {
  const navigation = useNavigation();
  const answer = resultFor(result, TEAM_INTENTS.invite);
  const sending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === TEAM_INTENTS.invite;
  const error =
    answer && !answer.ok
      ? answer.issues.find((issue) => issue.path === "email")?.message
      : undefined;
  const field = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Each answer, even one the same as the last (the same address refused twice, or invited
  // again): a sent invitation empties the field for the next address; a refused one keeps
  // what was typed, and the field takes focus (the button, disabled while sending, had it).
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
    else if (answer) field.current?.focus();
  }, [answer]);
  return (
    <Form ref={form} method="post" className="stack" preventScrollReset>
      <input type="hidden" name="intent" value={TEAM_INTENTS.invite} />
      <div className="field kfield">
        <label htmlFor="team-invite-email">E-mail address</label>
        <p className="field__hint" id="team-invite-email-hint">
          We'll e-mail them a link to accept. They sign in or create an account with this address.
        </p>
        <input
          ref={field}
          id="team-invite-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`team-invite-email-hint${error ? " team-invite-email-error" : ""}`}
        />
        {error ? (
          <p className="field__error" id="team-invite-email-error">
            {error}
          </p>
        ) : null}
      </div>
      <p>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Sending…" : "Send invitation"}
        </button>
      </p>
    </Form>
  );
}
