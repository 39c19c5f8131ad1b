import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError, unauthorized } from "../errors";
import { findSession, needsTouch, type Session, touchSession } from "../services/sessions";

/** Drizzle over the request's D1 binding. */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", drizzle(c.env.DB));
  await next();
});

/**
 * Reads `Authorization: Bearer …` into c.var.session. A missing, unknown, expired or revoked
 * token leaves the request anonymous; routes that need a user call requireSession.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set("session", null);
  const header = c.req.header("Authorization");
  const token = header?.match(/^Bearer\s+(\S{16,128})$/i)?.[1];
  if (token) {
    const found = await findSession(c.var.db, token);
    if (found) {
      const { lastSeenAt, ...current } = found;
      c.set("session", current);
      if (needsTouch(lastSeenAt)) c.executionCtx.waitUntil(touchSession(c.var.db, found.id));
    }
  }
  await next();
});

/**
 * Where a session may act. A session signed in on a site acts only on that site, so a
 * token lifted from one creator's site is useless on another's. Platform sessions (the
 * kitchen and the account area) act everywhere their user has rights.
 */
export type SessionScope = { siteId: string } | "platform" | "any";

export function requireSession(
  c: { var: { session: Session | null } },
  scope: SessionScope,
): Session {
  const current = c.var.session;
  if (!current) throw unauthorized();
  if (scope === "any") return current;
  if (scope === "platform") {
    if (current.siteId !== null) {
      throw new ApiError("unauthorized", "Sign in on the platform to continue");
    }
    return current;
  }
  if (current.siteId !== null && current.siteId !== scope.siteId) throw unauthorized();
  return current;
}
