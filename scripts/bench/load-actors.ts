import { createHash, randomBytes } from "node:crypto";
import type { D1Database } from "@cloudflare/workers-types";

/**
 * The people of the load benchmark, made the way scripts make sessions (newsletter-site.ts):
 * rows written straight into the local D1, each session's bearer token known to the bench
 * and only its SHA-256 stored, as sign-in stores it. Readers are signed in on the demo
 * site (a site-scoped session, as the web app's cookie carries); the author is the demo
 * site's owner with a platform session, as the kitchen has.
 *
 * Many readers rather than one: the per-person abuse limits (worker/services/limits/abuse.ts)
 * would stop one reader within seconds. The per-IP limits still apply (every request comes
 * from loopback), so the bench paces its writes under them and counts any 429 as its own
 * kind of answer, not as an error.
 */

export type LoadActors = {
  siteId: string;
  readerTokens: string[];
  authorToken: string;
  /** The demo site's published public recipes: what readers view, bookmark and comment on. */
  recipes: { id: string; slug: string }[];
};

const DAY = 86_400_000;

const token = () => randomBytes(32).toString("base64url");
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export async function seedLoadActors(db: D1Database, readers: number): Promise<LoadActors> {
  const site = await db
    .prepare("select id, owner_id as ownerId from sites where slug = 'demo'")
    .first<{ id: string; ownerId: string }>();
  if (!site) throw new Error("No demo site: the load bench runs on the seeded demo data");
  // Comments are answered 404 on a site that switched them off; the bench needs them on.
  await db.prepare("update sites set comments_enabled = 1 where id = ?").bind(site.id).run();
  const { results: recipes } = await db
    .prepare(
      "select id, slug from recipes where site_id = ? and published_at is not null and privacy_setting = 'public' order by slug",
    )
    .bind(site.id)
    .all<{ id: string; slug: string }>();
  if (recipes.length === 0) throw new Error("The demo site has no published public recipe");

  const now = Date.now();
  const statements = [];
  const readerTokens: string[] = [];
  for (let i = 0; i < readers; i++) {
    const userId = `10ad0000-0000-4000-8000-${i.toString(16).padStart(12, "0")}`;
    const secret = token();
    readerTokens.push(secret);
    statements.push(
      db
        .prepare(
          "insert or ignore into users (id, email, display_name, created_at, updated_at) values (?, ?, ?, ?, ?)",
        )
        .bind(userId, `load-reader-${i}@bench.example`, `Load reader ${i}`, now, now),
      db
        .prepare(
          "insert into auth_sessions (id, user_id, token_hash, site_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(crypto.randomUUID(), userId, sha256(secret), site.id, now, now, now + DAY),
    );
  }
  const authorToken = token();
  statements.push(
    db
      .prepare(
        "insert into auth_sessions (id, user_id, token_hash, site_id, created_at, last_seen_at, expires_at) values (?, ?, ?, null, ?, ?, ?)",
      )
      .bind(crypto.randomUUID(), site.ownerId, sha256(authorToken), now, now, now + DAY),
  );
  await db.batch(statements);
  return { siteId: site.id, readerTokens, authorToken, recipes };
}
