import type { SignedInBrowser } from "@schema/api/sessions";
import { authSessions } from "@schema/db/users";
import { sites } from "@schema/db/users-sites-images";
import { and, eq, gt, isNull } from "drizzle-orm";
import { ApiError, notFound } from "../../errors";
import type { Db } from "../../lib/db";
import { sessionFamily } from "./other-sessions";
import { revokeSessions } from "./sessions";
import { describeUserAgent } from "./user-agent";

/**
 * "Where you're signed in" on the Profile page: one entry per browser that signed in, not
 * per host. A sign-in by e-mail link or code opens one session; each single-use hop from it
 * (the account menu into the account area, the kitchen's preview onto a site) opens another
 * in the same browser, its child (sessions.ts). A browser that visited five sites is one
 * entry, the way sessionFamily (other-sessions.ts) already sees "this device" for "Sign out
 * everywhere else", so the two never disagree about which entry is this one.
 */

type LiveSession = {
  id: string;
  parentSessionId: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  site: { slug: string; title: string } | null;
};

type Caller = { id: string; userId: string };

async function liveSessionsOf(db: Db, userId: string, now: Date): Promise<LiveSession[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      parentSessionId: authSessions.parentSessionId,
      userAgent: authSessions.userAgent,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
      siteSlug: sites.slug,
      siteTitle: sites.title,
    })
    .from(authSessions)
    .leftJoin(sites, eq(sites.id, authSessions.siteId))
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    );
  return rows.map(({ siteSlug, siteTitle, ...row }) => ({
    ...row,
    site: siteSlug !== null && siteTitle !== null ? { slug: siteSlug, title: siteTitle } : null,
  }));
}

/**
 * The live sessions by browser: each group keyed by its first session (the sign-in, or the
 * oldest live one when that has expired), found by climbing parent links through live
 * sessions only, exactly as sessionFamily climbs.
 */
export function groupByBrowser<T extends { id: string; parentSessionId: string | null }>(
  live: readonly T[],
): Map<string, T[]> {
  const byId = new Map(live.map((session) => [session.id, session]));
  const topOf = (session: T) => {
    let top = session;
    const climbed = new Set([top.id]);
    for (let parent = byId.get(top.parentSessionId ?? ""); parent; ) {
      if (climbed.has(parent.id)) break; // never loops, even on a corrupt chain
      climbed.add(parent.id);
      top = parent;
      parent = byId.get(top.parentSessionId ?? "");
    }
    return top.id;
  };
  const groups = new Map<string, T[]>();
  for (const session of live) {
    const top = topOf(session);
    const group = groups.get(top) ?? [];
    // The sign-in first: it names the browser and the moment it signed in.
    if (session.id === top) group.unshift(session);
    else group.push(session);
    groups.set(top, group);
  }
  return groups;
}

function entryOf(group: LiveSession[], currentId: string): SignedInBrowser {
  const [first] = group as [LiveSession, ...LiveSession[]];
  const userAgent = first.userAgent ?? group.find((session) => session.userAgent)?.userAgent;
  const lastActive = Math.max(...group.map((session) => session.lastSeenAt.getTime()));
  const sitesOn = new Map<string, { slug: string; title: string }>();
  for (const { site } of group) if (site) sitesOn.set(site.slug, site);
  return {
    id: first.id,
    ...describeUserAgent(userAgent ?? null),
    signedInAt: first.createdAt.toISOString(),
    lastActiveAt: new Date(lastActive).toISOString(),
    current: group.some((session) => session.id === currentId),
    platform: group.some((session) => session.site === null),
    sites: [...sitesOn.values()].sort((a, b) => a.title.localeCompare(b.title)),
  };
}

/** GET manage/sessions: this browser first, then the others, the most recently active first. */
export async function listSignedInBrowsers(
  db: Db,
  caller: Caller,
  now = new Date(),
): Promise<SignedInBrowser[]> {
  const live = await liveSessionsOf(db, caller.userId, now);
  return [...groupByBrowser(live).values()]
    .map((group) => entryOf(group, caller.id))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
}

export const CURRENT_BROWSER_MESSAGE =
  "That is the browser you are using now. To sign out here, use Sign Out in the Account menu.";

/**
 * DELETE manage/sessions/{id}: signs one other browser out, on every host, the way "Sign out
 * everywhere else" would (other-sessions.ts says how soon it shows there, and what becomes
 * of its single-use tokens and offline copies). Any of that browser's session ids names it,
 * though the list gives out only the first. One of the person's that has already ended is
 * done already; another person's is not found; this browser's own is a conflict, since Sign
 * out is the way to end it.
 */
export async function signOutBrowser(db: Db, caller: Caller, sessionId: string, now = new Date()) {
  const live = await db
    .select({ id: authSessions.id, parentSessionId: authSessions.parentSessionId })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, caller.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    );
  if (!live.some((session) => session.id === sessionId)) {
    // Already signed out (a second click, a retried request): done, as asked.
    if (await isOwnSession(db, caller.userId, sessionId)) return;
    throw notFound("Session");
  }
  const family = sessionFamily(live, sessionId);
  if (family.has(caller.id)) throw new ApiError("conflict", CURRENT_BROWSER_MESSAGE);
  // Its hops are all in the family; revokeSessions also ends one that opened meanwhile.
  await revokeSessions(db, [...family], now);
}

async function isOwnSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1);
  return row !== undefined;
}
