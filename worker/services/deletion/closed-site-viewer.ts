import { siteMembers, sites } from "@schema/db/sites";
import { authSessions, users } from "@schema/db/users";
import { and, eq, gt, gte, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../env";
import { sha256 } from "../../lib/tokens";
import type { Session } from "../identity/sessions";

/** Who is looking at a closed site's page, as far as its links go (site.ts `closedSiteForHost`). */
export type ClosedSiteViewerRole = "owner" | "manager" | null;

/**
 * The role of whoever asks for a closed site's page, so the page shows its owner the way to
 * restore it and everyone else the platform and their account, never the kitchen.
 *
 * The web app can send only the token in the site host's cookie, and deleting the site ended
 * every session signed in on it (site.ts `deleteSite`): a session that the deletion ended
 * (revoked at or after `deletedAt`, not expired, its account not deleted) still says who
 * signed in there. It is read for this answer and nothing else: it authorises no call, and
 * tells its holder only their own role. A live session (the platform's, as an API client
 * sends) counts as it would on a live site; one signed in on another site is nobody here.
 */
export async function closedSiteViewerRole(
  db: Db,
  slug: string,
  live: Session | null,
  token: string | null,
  now = new Date(),
): Promise<ClosedSiteViewerRole> {
  if (live && live.siteId === null) return roleOf(db, slug, live.user.id);
  if (live || !token) return null;
  const [ended] = await db
    .select({ role: siteMembers.role })
    .from(authSessions)
    .innerJoin(sites, eq(sites.id, authSessions.siteId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(
      siteMembers,
      and(eq(siteMembers.siteId, sites.id), eq(siteMembers.userId, authSessions.userId)),
    )
    .where(
      and(
        eq(authSessions.tokenHash, await sha256(token)),
        eq(sites.slug, slug),
        isNotNull(sites.deletedAt),
        // Signed out before the deletion is signed out: the cookie was cleared then, too.
        gte(authSessions.revokedAt, sites.deletedAt),
        gt(authSessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return ended?.role ?? null;
}

async function roleOf(db: Db, slug: string, userId: string): Promise<ClosedSiteViewerRole> {
  const [member] = await db
    .select({ role: siteMembers.role })
    .from(siteMembers)
    .innerJoin(sites, eq(sites.id, siteMembers.siteId))
    .where(and(eq(sites.slug, slug), isNotNull(sites.deletedAt), eq(siteMembers.userId, userId)))
    .limit(1);
  return member?.role ?? null;
}
