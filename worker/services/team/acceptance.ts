import type { AcceptedInvitationResponse, InvitationLinkResponse } from "@schema/api/manage-team";
import { siteInvitations } from "@schema/db/site-invitations";
import { siteMembers, sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import type { SiteDatabases } from "../../lib/site-databases";
import { siteDbsOf } from "../../lib/site-databases";
import { refuseWriteWhileMoving } from "../../lib/site-moving";
import { sha256 } from "../../lib/tokens";
import type { Session } from "../identity/sessions";
import { ensurePersonAnchor } from "../site-databases/anchors";
import { liveSite } from "../sites/lookup";
import { inviterName } from "./invitations";
import { mailOwnerOfNewManager } from "./joined-mail";

export const ACCEPT_TEXT = {
  unknown:
    "This invitation link no longer works: it was accepted, withdrawn, or replaced by a newer one.",
  expired: "This invitation has expired. Ask the site's owner to invite you again.",
  otherAddress: (email: string) =>
    `This invitation is for ${email}. Sign in with that address to accept it.`,
} as const;

/**
 * The invitation behind a link, with its live site. An unknown token, one accepted or
 * withdrawn (the row is gone) and one of a deleted site are all "no longer works".
 */
async function invitationOfToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: siteInvitations, site: sites })
    .from(siteInvitations)
    .innerJoin(sites, eq(sites.id, siteInvitations.siteId))
    .where(liveSite(eq(siteInvitations.tokenHash, await sha256(token))))
    .limit(1);
  if (!row) throw new ApiError("not_found", ACCEPT_TEXT.unknown);
  return row;
}

const expiredAt = (expiresAt: Date, now: Date) => expiresAt.getTime() <= now.getTime();

/** GET manage/team-invitations/{token}: what the link's page shows before anyone signs in. */
export async function invitationLinkView(
  db: Db,
  token: string,
  now: Date,
): Promise<InvitationLinkResponse> {
  const { invitation, site } = await invitationOfToken(db, token);
  const [inviter] = await db
    .select({ displayName: users.displayName, email: users.email })
    .from(users)
    // An inviter whose account is gone: "" matches nobody, and the page names the site.
    .where(eq(users.id, invitation.invitedByUserId ?? ""))
    .limit(1);
  return {
    invitation: {
      status: expiredAt(invitation.expiresAt, now) ? "expired" : "open",
      email: invitation.email,
      inviterName: inviter ? inviterName(inviter) : `The owner of ${site.title}`,
      site: { slug: site.slug, title: site.title },
      expiresAt: invitation.expiresAt.toISOString(),
    },
  };
}

/**
 * POST manage/team-invitations/{token}/acceptance: the signed-in account of the invited
 * address joins the team as a manager, and the invitation is spent. Anybody else is told
 * which address it is for and nothing more. The owner hears of it by e-mail, once: only the
 * acceptance whose batch both added the manager and deleted the invitation sends it, so a
 * second POST racing the first (a double click) mails nobody.
 */
export async function acceptInvitation(
  databases: SiteDatabases,
  env: Env,
  viewer: Session,
  token: string,
  now: Date,
): Promise<AcceptedInvitationResponse> {
  const db = databases.platform;
  const { invitation, site } = await invitationOfToken(db, token);
  if (invitation.email !== viewer.user.email.toLowerCase()) {
    throw new ApiError("forbidden", ACCEPT_TEXT.otherAddress(invitation.email));
  }
  if (expiredAt(invitation.expiresAt, now)) throw new ApiError("not_found", ACCEPT_TEXT.expired);
  refuseWriteWhileMoving("POST", site);
  // The manager's anchor in the site's database, before any of their writes there (ADR 0014).
  await ensurePersonAnchor(siteDbsOf(databases, site), viewer.user.id);
  // One batch: the member's row and the invitation's end together. Someone already on the
  // team (the owner, say) keeps their role, and is no news.
  const [joined, spent] = await db.batch([
    db
      .insert(siteMembers)
      .values({ siteId: site.id, userId: viewer.user.id, role: "manager", createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: siteMembers.userId }),
    db
      .delete(siteInvitations)
      .where(and(eq(siteInvitations.id, invitation.id), eq(siteInvitations.siteId, site.id)))
      .returning({ id: siteInvitations.id }),
  ]);
  if (joined.length && spent.length) await mailOwnerOfNewManager(db, env, site, viewer.user);
  return { site: { slug: site.slug, title: site.title } };
}
