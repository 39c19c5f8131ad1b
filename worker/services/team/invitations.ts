import {
  INVITATION_DAYS,
  type TeamInvitation,
  type teamInvitationBody,
} from "@schema/api/manage-team";
import { siteInvitations } from "@schema/db/site-invitations";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import { randomToken, sha256 } from "../../lib/tokens";
import type { Session } from "../identity/sessions";
import { hit, TEAM_INVITATIONS_PER_ADDRESS, TEAM_INVITATIONS_PER_SITE } from "../limits/kv-windows";
import { fromName, mailerFor } from "../mail/mailer";
import { teamInvitationEmail } from "../mail/team-invitation-email";
import { platformOrigin, type Site } from "../sites/lookup";
import { invitationView } from "./team";

export const INVITE_TEXT = {
  yourself: "That's your own address: you already run this site.",
  member: (email: string) => `${email} already helps run this site.`,
} as const;

const DAY_MS = 24 * 3600 * 1000;

/** The name an invitation gives its sender: their display name, else their address. */
export const inviterName = (user: { displayName: string | null; email: string }) =>
  user.displayName?.trim() || user.email;

/** Where the e-mail's link leads: a page of the platform, which accepts only with a POST. */
export const invitationLink = (
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">,
  token: string,
) => `${platformOrigin(env)}/team-invitations/${token}`;

/**
 * POST manage/{siteSlug}/team/invitations (CONTEXT.md "Inviting"). Sending to an address
 * already invited replaces that invitation: a new link, a new week, the old link dead. The
 * refusals come before anything is written.
 */
export async function sendInvitation(
  db: Db,
  env: Env,
  site: Site,
  owner: Session,
  body: z.output<typeof teamInvitationBody>,
  now: Date,
): Promise<TeamInvitation> {
  await hit(env.KV, TEAM_INVITATIONS_PER_SITE, site.id);
  const email = body.email;
  if (email === owner.user.email.toLowerCase()) {
    throw new ApiError("conflict", INVITE_TEXT.yourself, [
      { path: "email", message: INVITE_TEXT.yourself },
    ]);
  }
  const [member] = await db
    .select({ userId: siteMembers.userId })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(and(eq(siteMembers.siteId, site.id), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member) {
    const message = INVITE_TEXT.member(email);
    throw new ApiError("conflict", message, [{ path: "email", message }]);
  }
  // Across every site: one address is not to be showered with invitations.
  await hit(env.KV, TEAM_INVITATIONS_PER_ADDRESS, email);

  const token = randomToken();
  const fields = {
    tokenHash: await sha256(token),
    invitedByUserId: owner.user.id,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    createdAt: now,
  };
  const [row] = await db
    .insert(siteInvitations)
    .values({ siteId: site.id, email, ...fields })
    .onConflictDoUpdate({ target: [siteInvitations.siteId, siteInvitations.email], set: fields })
    .returning();
  if (!row) throw new Error("The invitation row was not written");
  try {
    await mailerFor(env).send(
      await teamInvitationEmail({
        to: email,
        from: fromName(site.title, env.MAIL_FROM),
        siteTitle: site.title,
        inviterName: inviterName(owner.user),
        link: invitationLink(env, token),
        expiresInDays: INVITATION_DAYS,
      }),
    );
  } catch (error) {
    // Not sent: no invitation shows as waiting that nobody received (the owner tries again).
    await db.delete(siteInvitations).where(eq(siteInvitations.id, row.id));
    throw error;
  }
  return invitationView(row, now);
}

/** DELETE manage/{siteSlug}/team/invitations/{invitationId}: its link stops working at once. */
export async function withdrawInvitation(db: Db, site: Site, invitationId: string) {
  const gone = await db
    .delete(siteInvitations)
    .where(and(eq(siteInvitations.id, invitationId), eq(siteInvitations.siteId, site.id)))
    .returning({ id: siteInvitations.id });
  if (!gone.length) throw notFound("Invitation");
}
