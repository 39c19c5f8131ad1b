import type { Env } from "../env";

/**
 * Empties the databases, KV and R2 between test files. The worker projects reuse one
 * workerd runtime for many test files (vitest.config.ts: starting a runtime per file cost
 * about five seconds a file), so each file clears what the files before it left, keeping
 * the schema and the applied-migrations table. (The rows a migration inserts, 0019's
 * informal units, are catalogue rows the test factories load again with the rest.)
 */

type Databases = Pick<Env, "DB"> & { SITE_DB_1: D1Database; SITE_DB_2: D1Database };
type Storage = Databases & Pick<Env, "KV" | "MEDIA">;

/** The platform's database and the two site databases (wrangler.toml, ADR 0014). */
export const everyD1 = (env: Databases) => [env.DB, env.SITE_DB_1, env.SITE_DB_2];

/** SQLite's and D1's own tables, and the migrations record, are not data to clear. */
const KEPT = /^(sqlite_|_cf_|d1_migrations$)/;

export async function emptyDatabase(db: D1Database) {
  const { results } = await db
    .prepare("select name, sql from sqlite_master where type = 'table'")
    .all<{ name: string; sql: string | null }>();
  // Full-text indexes follow their content tables through triggers; their shadow tables
  // (recipe_search_data, …) are the index's own and are never written directly.
  const virtual = results
    .filter((t) => /^create virtual table/i.test(t.sql ?? ""))
    .map((t) => t.name);
  const tables = results
    .map((t) => t.name)
    .filter((name) => !KEPT.test(name))
    .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
  // Foreign keys are checked when the batch commits, by which time every row is gone.
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((name) => db.prepare(`DELETE FROM "${name}"`)),
    ...virtual.map((name) => db.prepare(`INSERT INTO "${name}"("${name}") VALUES ('delete-all')`)),
  ]);
}

async function emptyKv(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket(bucket: R2Bucket) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

export async function emptyStorage(env: Storage) {
  await Promise.all([...everyD1(env).map(emptyDatabase), emptyKv(env.KV), emptyBucket(env.MEDIA)]);
}
