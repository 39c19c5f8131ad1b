import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError, notFound, unauthorized } from "../errors";
import { type D1Tally, meterD1 } from "../lib/d1-meter";
import { siteDatabases } from "../lib/site-databases";
import { looksLikeApiToken } from "../services/identity/api-tokens";
import { findSession, needsTouch, type Session, touchSession } from "../services/identity/sessions";
import { applyApiToken } from "./api-token";

/**
 * Drizzle over the request's D1 binding. With D1_METER=1 (the capacity script) each request
 * logs its queries and rows read: `[d1] GET /api/v1/… queries=… rows=…`.
 */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.D1_METER !== "1") {
    const db = drizzle(c.env.DB);
    c.set("db", db);
    c.set("databases", siteDatabases(c.env, db));
    return next();
  }
  const tally: D1Tally = { queries: 0, rowsRead: 0 };
  const meter = (binding: D1Database) => meterD1(binding, tally);
  const db = drizzle(meter(c.env.DB));
  c.set("db", db);
  c.set("databases", siteDatabases(c.env, db, meter));
  await next();
  const heaviest = tally.heaviest ? ` heaviest=${tally.heaviest.rows}: ${tally.heaviest.sql}` : "";
  console.log(
    `[d1] ${c.req.method} ${c.req.path} queries=${tally.queries} rows=${tally.rowsRead}${heaviest}`,
  );
});

/**
 * Reads `Authorization: Bearer …` into c.var.session: a session token, or a personal API
 * token (`rcp_…`, middleware/api-token.ts). A missing, unknown, expired or revoked
 * token leaves the request anonymous; routes that need a user call requireSession.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set("session", null);
  const token = bearerToken(c.req.header("Authorization"));
  if (token && looksLikeApiToken(token)) {
    await applyApiToken(c, token);
  } else if (token) {
    const found = await findSession(c.var.db, token);
    if (found) {
      const { lastSeenAt, ...current } = found;
      c.set("session", current);
      if (needsTouch(lastSeenAt)) c.executionCtx.waitUntil(touchSession(c.var.db, found.id));
    }
  }
  await next();
});

/** The token of an `Authorization: Bearer …` header, when it has the shape of one. */
export function bearerToken(header: string | undefined): string | null {
  return header?.match(/^Bearer\s+(\S{16,128})$/i)?.[1] ?? null;
}

/**
 * Where a session may act. A session signed in on a site acts only on that site, so a
 * token lifted from one creator's site is useless on another's. Platform sessions (the
 * kitchen and the account area) act everywhere their user has rights.
 */
export type SessionScope = { siteId: string } | "platform" | "any";

export function requireSession(
  c: { var: { session: Session | null } },
  scope: SessionScope,
  /** Calls a personal API token may make besides a site's manage calls (GET manage/sites). */
  options: { apiTokens?: boolean } = {},
): Session {
  const current = c.var.session;
  if (!current) throw unauthorized();
  if (current.apiToken) return tokenSession(current, current.apiToken, scope, options);
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

/**
 * An API token acts on the sites it is scoped to (another site is "not found", as any site
 * that is not yours) and on the few account-wide calls that opt in. Everything else a session
 * may do across the account (tokens, sign-out, single-use sign-in links, profile) is refused,
 * so a leaked token cannot mint tokens or a way into the account.
 */
function tokenSession(
  current: Session,
  grant: NonNullable<Session["apiToken"]>,
  scope: SessionScope,
  options: { apiTokens?: boolean },
): Session {
  if (typeof scope === "object") {
    if (grant.siteIds !== null && !grant.siteIds.includes(scope.siteId)) throw notFound("Site");
    return current;
  }
  if (options.apiTokens) return current;
  throw new ApiError("forbidden", "API tokens cannot do this; sign in on the platform instead");
}
