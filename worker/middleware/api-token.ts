import type { Context } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { findApiToken, lastUsedIsStale, touchApiToken } from "../services/identity/api-tokens";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";

const MANAGE_PREFIX = "/api/v1/manage/";
const READS = new Set(["GET", "HEAD"]);

/**
 * A personal API token (`Bearer rcp_…`) as the request's session. Unlike sessions it is not
 * bound to a host: any client may send it. It acts only on the manage API (elsewhere the
 * request stays anonymous, as with any token the API does not know); there a read-only token
 * is refused on anything but a read, and every call counts towards the token's rate limit.
 * Which sites it reaches is decided by requireSession (middleware/session.ts).
 */
export async function applyApiToken(c: Context<AppEnv>, secret: string) {
  if (!c.req.path.startsWith(MANAGE_PREFIX)) return;
  const found = await findApiToken(c.var.db, secret);
  if (!found) return;
  const { token, user } = found;
  await enforceAbuseLimit(c.env, "apiToken", { person: token.id, ip: clientIp(c) });
  if (token.access === "read" && !READS.has(c.req.method)) {
    throw new ApiError("forbidden", "This API token is read-only");
  }
  c.set("session", {
    id: token.id,
    siteId: null,
    user,
    apiToken: { id: token.id, access: token.access, siteIds: token.siteIds ?? null },
  });
  if (lastUsedIsStale(token.lastUsedAt)) {
    c.executionCtx.waitUntil(touchApiToken(c.var.db, token.id));
  }
}
