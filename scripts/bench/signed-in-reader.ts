import { createHash, randomBytes } from "node:crypto";
import type { D1Database } from "@cloudflare/workers-types";

/**
 * The signed-in view the render benchmark measures: the seeded paid subscriber of the demo
 * site (paid@example.com, README's demo accounts) reading a subscriber-only recipe. The
 * session is made the way scripts make sessions (load-actors.ts): a row in the local D1
 * holding only the token's SHA-256, site-scoped as the web app's cookie is. Signing in
 * through the mailed link would meet the sign-in rate limits on every bench run.
 */
export type SignedInReader = { cookie: string; slug: string };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const DAY = 86_400_000;

export async function signedInPaidReader(db: D1Database): Promise<SignedInReader> {
  const reader = await db
    .prepare(
      `select s.id as siteId, u.id as userId from sites s
         join site_subscriptions sub on sub.site_id = s.id
         join users u on u.id = sub.user_id
       where s.slug = 'demo' and u.email = 'paid@example.com' and sub.status = 'active'`,
    )
    .first<{ siteId: string; userId: string }>();
  if (!reader) throw new Error("No active paid subscriber on the demo site (seeded data?)");
  const recipe = await db
    .prepare(
      `select slug from recipes where site_id = ? and published_at is not null
         and privacy_setting = 'subscribers_only' order by slug limit 1`,
    )
    .bind(reader.siteId)
    .first<{ slug: string }>();
  if (!recipe) throw new Error("The demo site has no published subscriber-only recipe");
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db
    .prepare(
      "insert into auth_sessions (id, user_id, token_hash, site_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(crypto.randomUUID(), reader.userId, sha256(token), reader.siteId, now, now, now + DAY)
    .run();
  return { cookie: `rp_session=${token}`, slug: recipe.slug };
}
