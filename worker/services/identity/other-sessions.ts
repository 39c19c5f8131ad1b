import { authSessions } from "@schema/db/users";
import { and, eq, gt, isNull, not } from "drizzle-orm";
import type { Db } from "../../lib/db";
import { inIdList } from "../../lib/sql-id-list";

type Link = { id: string; parentSessionId: string | null };

/**
 * The sessions of this browser that the current one is linked to by single-use hops
 * (sessions.ts): the one it was opened from, up to the sign-in that began the chain, and
 * every session that chain opened on another host. A hop is a redirect in the same browser
 * (the account menu into the account area, the kitchen's preview onto a site, a site moving
 * to its own domain), so these are "this device": signing out everywhere else keeps them,
 * and the reader is not signed out of the site they came from on the very phone they are
 * holding. Sessions signed in separately by e-mail link share no link with it and end.
 */
export function sessionFamily(live: readonly Link[], currentId: string): Set<string> {
  const parentOf = new Map(live.map((link) => [link.id, link.parentSessionId]));
  let root = currentId;
  const climbed = new Set([root]);
  for (let parent = parentOf.get(root); parent && parentOf.has(parent); ) {
    if (climbed.has(parent)) break; // never loops, even on a corrupt chain
    climbed.add(parent);
    root = parent;
    parent = parentOf.get(root);
  }
  const family = new Set([root]);
  let frontier = [root];
  while (frontier.length > 0) {
    const next = live
      .filter((link) => link.parentSessionId && frontier.includes(link.parentSessionId))
      .map((link) => link.id)
      .filter((id) => !family.has(id));
    for (const id of next) family.add(id);
    frontier = next;
  }
  return family;
}

/**
 * "Sign out everywhere else": revokes every live session of the person on every host (the
 * platform, each site, custom domains) except this browser's (sessionFamily). Answers how
 * many ended, so a second call ends none and answers 0. API tokens are not sessions and stay
 * (the account area's API tokens page revokes them one by one).
 *
 * One statement: whatever session is signed in while this runs (the read below and the
 * write) ends too unless it is this browser's, so nothing slips between the two.
 *
 * How soon it shows: at each ended session's very next request, on every host. The API reads
 * the session from D1 on every call (middleware/session.ts; nothing memoises it across
 * requests), and the web app's memo of the viewer lives for one request
 * (web/app/lib/request-memo.server.ts). Its answer there is 401, on which the web app clears
 * that host's cookie; the edge cache never serves or stores a request that carries a session
 * cookie, nor an answer that sets one (web/app/lib/edge-cache.ts), so the device gets the
 * signed-out page and nothing cached for a reader. Its service worker drops the reader's
 * kept recipes on that first answer (docs/decisions/0013-offline-reading.md).
 */
export async function signOutElsewhere(
  db: Db,
  current: { id: string; userId: string },
  now = new Date(),
): Promise<number> {
  const liveOfUser = and(
    eq(authSessions.userId, current.userId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, now),
  );
  const live = await db
    .select({ id: authSessions.id, parentSessionId: authSessions.parentSessionId })
    .from(authSessions)
    .where(liveOfUser);
  const keep = [...sessionFamily(live, current.id)];
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(liveOfUser, not(inIdList(authSessions.id, keep))))
    .returning({ id: authSessions.id });
  return ended.length;
}
