import { createHash, randomBytes } from "node:crypto";
import type { D1Database } from "@cloudflare/workers-types";

/**
 * The signed-in view the render benchmark measures: the seeded paid subscriber of the demo
 * site (paid@example.com, README's demo accounts) reading a subscriber-only recipe. The
 * session is made the way scripts make sessions (load-actors.ts): a row in the local D1
 * holding only the token's SHA-256, site-scoped as the web app's cookie is. Signing in
 * through the mailed link would meet the sign-in rate limits on every bench run.
 *
 * Accounts, sessions and the directory of sites live in the platform's database; a site's
 * subscriptions and recipes in the database the directory names for it (sites.database,
 * docs/decisions/0014-site-databases.md), so `database` opens a D1 binding by name.
 */
export type SignedInReader = { cookie: string; slug: string };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const DAY = 86_400_000;

export async function signedInPaidReader(
  database: (binding: string) => Promise<D1Database>,
): Promise<SignedInReader> {
  const platform = await database("DB");
  const site = await platform
    .prepare("select id, database from sites where slug = 'demo'")
    .first<{ id: string; database: string }>();
  const user = await platform
    .prepare("select id from users where email = 'paid@example.com'")
    .first<{ id: string }>();
  if (!site || !user) throw new Error("No demo site or paid@example.com (seeded data?)");
  const siteDb = await database(site.database);
  const subscription = await siteDb
    .prepare(
      "select 1 as found from site_subscriptions where site_id = ? and user_id = ? and status = 'active'",
    )
    .bind(site.id, user.id)
    .first<{ found: number }>();
  if (!subscription) throw new Error("No active paid subscriber on the demo site (seeded data?)");
  const recipe = await siteDb
    .prepare(
      `select slug from recipes where site_id = ? and published_at is not null
         and privacy_setting = 'subscribers_only' order by slug limit 1`,
    )
    .bind(site.id)
    .first<{ slug: string }>();
  if (!recipe) throw new Error("The demo site has no published subscriber-only recipe");
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await platform
    .prepare(
      "insert into auth_sessions (id, user_id, token_hash, site_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(crypto.randomUUID(), user.id, sha256(token), site.id, now, now, now + DAY)
    .run();
  return { cookie: `rp_session=${token}`, slug: recipe.slug };
}
