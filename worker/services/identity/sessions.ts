import { authSessions, users } from "@schema/db/users";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../lib/db";
import { inIdList } from "../../lib/sql-id-list";
import { randomToken, sha256 } from "../../lib/tokens";

/** Sessions last 90 days from sign-in; sign-out revokes them at once. */
export const SESSION_TTL_MS = 90 * 24 * 3600 * 1000;
/** Touching last_seen_at on every request would turn reads into writes; hourly is enough. */
const TOUCH_EVERY_MS = 3600 * 1000;

export type SessionUser = typeof users.$inferSelect;
export type Session = {
  id: string;
  /** The site this session was signed in on; null for the platform host. */
  siteId: string | null;
  user: SessionUser;
  /** Set when the caller is a personal API token rather than a signed-in session. */
  apiToken?: import("./api-tokens").ApiTokenGrant;
};

export async function createSession(
  db: Db,
  input: {
    userId: string;
    siteId: string | null;
    userAgent?: string | null;
    /** The session whose single-use token this sign-in spent (it ends this one too). */
    parentSessionId?: string | null;
  },
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(authSessions).values({
    userId: input.userId,
    siteId: input.siteId,
    parentSessionId: input.parentSessionId ?? null,
    tokenHash: await sha256(token),
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The live session a bearer token belongs to, or null. */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<(Session & { lastSeenAt: Date }) | null> {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, await sha256(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        // A deleted account signs in again to come back (services/deletion), never by an old token.
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.session.id,
    siteId: row.session.siteId,
    user: row.user,
    lastSeenAt: row.session.lastSeenAt,
  };
}

/**
 * Whether a session is still signed in. A single-use token is spent only while the session
 * that minted it is (sign-in.ts): one minted on a device that is then signed out, by its own
 * sign-out or from another device, must not open a new session there afterwards.
 */
export async function isLiveSession(db: Db, sessionId: string, now = new Date()) {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function needsTouch(lastSeenAt: Date, now = new Date()) {
  return now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS;
}

export async function touchSession(db: Db, sessionId: string, now = new Date()) {
  await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, sessionId));
}

/** Hops from host to host a sign-out follows at most (site → account area → site is two). */
const MAX_HOPS = 4;

/**
 * Signs a session out, and every session it signed in on another host with a single-use
 * token, and theirs: a reader who signs out of a site is signed out of the account area it
 * opened for them, and a creator who signs out of the kitchen of the previews it opened. A
 * child's sign-out leaves its parent alone (signing out of a preview keeps the kitchen).
 */
export async function revokeSession(db: Db, sessionId: string, now = new Date()) {
  await revokeSessions(db, [sessionId], now);
}

/**
 * revokeSession for several at once (the Profile page ending one browser's sessions): the
 * sessions and whatever they signed in on other hosts. The ids are bound as one list, since
 * a browser that hopped between hosts for months may have more than D1's 100 parameters.
 */
export async function revokeSessions(db: Db, sessionIds: readonly string[], now = new Date()) {
  let ending = [...sessionIds];
  for (let hop = 0; hop <= MAX_HOPS && ending.length > 0; hop++) {
    await db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(inIdList(authSessions.id, ending), isNull(authSessions.revokedAt)));
    const children = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(inIdList(authSessions.parentSessionId, ending), isNull(authSessions.revokedAt)));
    ending = children.map((child) => child.id);
  }
}
