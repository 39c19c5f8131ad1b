import type { TeamInvitation, TeamResponse } from "@schema/api/manage-team";
import { type SiteInvitation, siteInvitations } from "@schema/db/site-invitations";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteRole } from "../../middleware/manager";
import type { Site } from "../sites/lookup";

export const TEAM_TEXT = {
  ownerOnly: "Only the site's owner can invite people and remove them.",
  removeSelf: "You own this site, so you can't remove yourself from its team.",
} as const;

/** Inviting and removing is the owner's call; managers see the team only. */
export function requireTeamOwner(role: SiteRole) {
  if (role !== "owner") throw new ApiError("forbidden", TEAM_TEXT.ownerOnly);
}

export const invitationView = (row: SiteInvitation, now: Date): TeamInvitation => ({
  id: row.id,
  email: row.email,
  sentAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= now.getTime(),
});

/**
 * GET manage/{siteSlug}/team. Both tables are the platform's (ADR 0014), so `db` is
 * c.var.db whichever database holds the site's content.
 */
export async function listTeam(db: Db, site: Site, now: Date): Promise<TeamResponse> {
  const [members, invitations] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.displayName,
        email: users.email,
        role: siteMembers.role,
        since: siteMembers.createdAt,
      })
      .from(siteMembers)
      .innerJoin(users, eq(users.id, siteMembers.userId))
      .where(eq(siteMembers.siteId, site.id))
      .orderBy(asc(siteMembers.createdAt), asc(users.email)),
    db
      .select()
      .from(siteInvitations)
      .where(eq(siteInvitations.siteId, site.id))
      .orderBy(desc(siteInvitations.createdAt)),
  ]);
  return {
    members: members
      .map((member) => ({ ...member, since: member.since.toISOString() }))
      // The owner first, whenever their row was written (a seeded site's may be later).
      .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner")),
    invitations: invitations.map((row) => invitationView(row, now)),
  };
}

/**
 * DELETE manage/{siteSlug}/team/members/{userId}: the owner removes a manager. The manager
 * check reads `site_members` on every call (middleware/manager.ts), so the next call they
 * make is refused: nothing remembers their rights.
 */
export async function removeMember(db: Db, site: Site, ownerId: string, userId: string) {
  if (userId === ownerId) throw new ApiError("conflict", TEAM_TEXT.removeSelf);
  const removed = await db
    .delete(siteMembers)
    .where(
      and(
        eq(siteMembers.siteId, site.id),
        eq(siteMembers.userId, userId),
        eq(siteMembers.role, "manager"),
      ),
    )
    .returning({ userId: siteMembers.userId });
  if (!removed.length) throw notFound("Team member");
}
