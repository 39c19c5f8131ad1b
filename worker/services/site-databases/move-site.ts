import { anchorEmail } from "./anchors";
import { type CopyPlan, quote, readCopyPlan } from "./copy-plan";

/**
 * Moving a site's rows from one D1 database to another (docs/decisions/0014-site-databases.md,
 * "Moving a site"): copy, check, then delete from the source. Works on the D1 bindings
 * themselves, column by column as SQLite stores them, so a copy is the same bytes.
 *
 * What the target gets, in this order: the platform's catalogue rows the site's rows point to
 * (reference data every database has), the anchors (the site's directory row, and an id for
 * each person its rows name, ADR 0014), then the site's tables, each after those its keys
 * point to.
 */

/** D1 binds at most 100 values per statement. */
const MAX_BOUND = 100;
/** Statements per batch: one transaction each, small enough never to hold the writer long. */
const STATEMENTS_PER_BATCH = 20;
/** Rows read per query from the source. */
const PAGE = 500;

type Row = Record<string, unknown>;

async function* rowsOf(
  db: D1Database,
  table: string,
  columns: string[],
  where: string,
  binds: unknown[],
) {
  // In write order (rowid): a row that refers to another of its table (a reply) comes after it.
  let after = -1;
  for (;;) {
    const { results } = await db
      .prepare(
        `SELECT _rowid_ AS "__rowid", ${columns.map(quote).join(", ")} FROM ${quote(table)} WHERE (${where}) AND _rowid_ > ? ORDER BY _rowid_ LIMIT ${PAGE}`,
      )
      .bind(...binds, after)
      .all<Row>();
    if (results.length === 0) return;
    after = Number(results[results.length - 1]?.__rowid);
    yield results.map(({ __rowid, ...row }) => row);
    if (results.length < PAGE) return;
  }
}

/** Writes rows in batches; keys are checked when each batch commits. */
async function insertRows(
  db: D1Database,
  table: string,
  columns: string[],
  rows: Row[],
  verb = "INSERT",
) {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND / columns.length));
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const placeholders = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    statements.push(
      db
        .prepare(
          `${verb} INTO ${quote(table)} (${columns.map(quote).join(", ")}) VALUES ${placeholders}`,
        )
        .bind(...chunk.flatMap((row) => columns.map((column) => row[column] ?? null))),
    );
  }
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    await db.batch([
      db.prepare("PRAGMA defer_foreign_keys = on"),
      ...statements.slice(start, start + STATEMENTS_PER_BATCH),
    ]);
  }
}

const siteBinds = (siteId: string, times: number) => Array.from({ length: times }, () => siteId);

/** The site's rows per table. */
export async function countSiteRows(db: D1Database, plan: CopyPlan, siteId: string) {
  const counts: Record<string, number> = {};
  for (const table of plan.tables) {
    const row = await db
      .prepare(`SELECT count(*) AS n FROM ${quote(table.name)} WHERE ${table.where}`)
      .bind(...siteBinds(siteId, table.binds))
      .first<{ n: number }>();
    counts[table.name] = row?.n ?? 0;
  }
  return counts;
}

/** The people the site's rows name, and its owner: each needs an anchor in the target. */
async function peopleOf(db: D1Database, plan: CopyPlan, siteId: string, ownerId: string) {
  const people = new Set([ownerId]);
  for (const table of plan.tables) {
    for (const column of table.people) {
      const { results } = await db
        .prepare(
          `SELECT DISTINCT ${quote(column)} AS id FROM ${quote(table.name)} WHERE (${table.where}) AND ${quote(column)} IS NOT NULL`,
        )
        .bind(...siteBinds(siteId, table.binds))
        .all<{ id: string }>();
      for (const { id } of results) people.add(id);
    }
  }
  return [...people];
}

/** Only the platform's database has sites' staff and people's sessions; a site database has none. */
async function holdsPlatformRows(db: D1Database) {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM "site_members") OR EXISTS (SELECT 1 FROM "auth_sessions") AS found`,
    )
    .first<{ found: number }>();
  return row?.found === 1;
}

/**
 * Copies a site's rows into `target`, a site database. Run again after a failure, it first
 * deletes what the failed run left there, so it can always be repeated.
 */
export async function copySite(source: D1Database, target: D1Database, siteId: string) {
  const plan = await readCopyPlan(source);
  const site = await source
    .prepare(`SELECT * FROM "sites" WHERE "id" = ?`)
    .bind(siteId)
    .first<Row>();
  if (!site) throw new Error(`No site ${siteId} in the source database`);
  // Preparing the target deletes the site's directory row there: never the platform's own.
  if (await holdsPlatformRows(target)) {
    throw new Error("The target holds memberships or sessions: it is the platform's database");
  }

  await deleteRows(target, plan, siteId, { anchor: true });

  for (const catalogue of plan.catalogues) {
    for await (const rows of rowsOf(
      source,
      catalogue.name,
      catalogue.columns,
      catalogue.where,
      [],
    )) {
      await insertRows(target, catalogue.name, catalogue.columns, rows, "INSERT OR IGNORE");
    }
  }

  // A person's anchor is their id and nothing personal: who they are is read from the
  // platform (ADR 0014). The address is only there because the column must hold one.
  const people = await peopleOf(source, plan, siteId, String(site.owner_id));
  const required = plan.users.required;
  for (let start = 0; start < people.length; start += MAX_BOUND) {
    const ids = people.slice(start, start + MAX_BOUND);
    const { results } = await source
      .prepare(
        `SELECT ${required.map(quote).join(", ")} FROM "users" WHERE "id" IN (${ids.map(() => "?").join(", ")})`,
      )
      .bind(...ids)
      .all<Row>();
    const anchors = results.map((person) => ({ ...person, email: anchorEmail(String(person.id)) }));
    await insertRows(target, "users", required, anchors, "INSERT OR IGNORE");
  }
  // The site's pictures are its own images, copied below: set once they are there.
  const withoutPictures = {
    ...site,
    ...Object.fromEntries(plan.sites.pictures.map((c) => [c, null])),
    // The directory's own bookkeeping: the copy is never read for it.
    moving_since: null,
  };
  await insertRows(target, "sites", plan.sites.columns, [withoutPictures]);

  for (const table of plan.tables) {
    const binds = siteBinds(siteId, table.binds);
    const verb = table.kept ? "INSERT OR REPLACE" : "INSERT";
    for await (const rows of rowsOf(source, table.name, table.columns, table.where, binds)) {
      await insertRows(target, table.name, table.columns, rows, verb);
    }
  }
  if (plan.sites.pictures.length > 0) {
    await target
      .prepare(
        `UPDATE "sites" SET ${plan.sites.pictures.map((c) => `${quote(c)} = ?`).join(", ")} WHERE "id" = ?`,
      )
      .bind(...plan.sites.pictures.map((c) => site[c] ?? null), siteId)
      .run();
  }
  return countSiteRows(target, plan, siteId);
}

/**
 * What differs between the site's rows in the two databases (row counts per table), and
 * any row of the target whose key points nowhere. Empty when the copy is whole.
 */
export async function checkCopy(source: D1Database, target: D1Database, siteId: string) {
  const plan = await readCopyPlan(source);
  const [before, after] = await Promise.all([
    countSiteRows(source, plan, siteId),
    countSiteRows(target, plan, siteId),
  ]);
  const differences = Object.keys(before)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} in the source, ${after[name]} in the target`);
  const { results: broken } = await target.prepare("PRAGMA foreign_key_check").all<Row>();
  return [
    ...differences,
    ...broken.map(
      (row) => `${row.table} row ${row.rowid}: its key to ${row.parent} points nowhere`,
    ),
  ];
}

/**
 * Deletes a site's rows from a database, each table before those its keys point to. With
 * `anchor`, the site's directory row too (a site database's copy, never the platform's).
 * No platform row has a key to a site row (schema/placement.test.ts holds every key to
 * that), so nothing of the platform's goes with them: a reader's bookmark names its recipe
 * by id alone.
 */
export async function deleteSiteRows(db: D1Database, siteId: string, options: { anchor: boolean }) {
  await deleteRows(db, await readCopyPlan(db), siteId, options);
}

/** deleteSiteRows with the plan already read (the copy reads it once for both). */
async function deleteRows(
  db: D1Database,
  plan: CopyPlan,
  siteId: string,
  { anchor }: { anchor: boolean },
) {
  const statements = [...plan.tables]
    .reverse()
    .map((table) =>
      db
        .prepare(`DELETE FROM ${quote(table.name)} WHERE ${table.where}`)
        .bind(...siteBinds(siteId, table.binds)),
    );
  if (anchor) statements.push(db.prepare(`DELETE FROM "sites" WHERE "id" = ?`).bind(siteId));
  await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...statements]);
}

const isD1 = (value: unknown): value is D1Database =>
  typeof value === "object" && value !== null && typeof (value as D1Database).batch === "function";

/**
 * How long a move waits between marking the site read-only and copying it: the writes
 * begun before the mark end within it. A request's writes are a few D1 statements, each
 * bounded at 30 s by D1; the longest queue step, a newsletter chunk, holds its lease for a
 * minute (newsletters/deliver.ts LEASE_MS, which move-site.test.ts holds this to) and is
 * taken for dead after it. Nothing needs it where nothing else runs: the seed, the tests.
 */
export const MOVE_DRAIN_MS = 60_000;

/**
 * The whole move (ADR 0014, "Moving a site"): copy the site's rows into the site database
 * `to`, check the copy, switch the directory's row to it (moving the content version on, so
 * cached pages and the isolates' memos of the old place let go), then delete the rows from
 * the database it left. The site takes no writes from the mark to the switch
 * (`sites.moving_since`: 503 with Retry-After, queue work retried), and the copy starts
 * `drainMs` after the mark: a request or a queue step that read the site's row just before
 * it may still be writing (MOVE_DRAIN_MS). `bindings` holds the D1 bindings by name: the
 * worker's env, or a script's platform proxy. A failure before the switch leaves the source as it was, and the
 * move can be run again; after it, the leftovers in the source are no one's and the delete
 * can be run again.
 */
export async function moveSite(
  bindings: object,
  siteId: string,
  to: string,
  { drainMs = MOVE_DRAIN_MS }: { drainMs?: number } = {},
) {
  const named = (name: string) => {
    const binding: unknown = (bindings as Record<string, unknown>)[name];
    if (!isD1(binding)) throw new Error(`No D1 binding ${name}`);
    return binding;
  };
  const platform = named("DB");
  const site = await platform
    .prepare(`SELECT "database" FROM "sites" WHERE "id" = ?`)
    .bind(siteId)
    .first<{ database: string | null }>();
  if (!site) throw new Error(`No site ${siteId}`);
  const from = site.database ?? "DB";
  if (from === to) return;
  const source = named(from);
  const target = named(to);
  // Read-only from here to the switch (worker/lib/site-moving.ts): a write in the source
  // after its table was copied would be lost with the source's rows.
  await platform
    .prepare(`UPDATE "sites" SET "moving_since" = ? WHERE "id" = ?`)
    .bind(Date.now(), siteId)
    .run();
  try {
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await copySite(source, target, siteId);
    const problems = await checkCopy(source, target, siteId);
    if (problems.length) throw new Error(`The copy of ${siteId} differs:\n${problems.join("\n")}`);
  } catch (error) {
    await platform
      .prepare(`UPDATE "sites" SET "moving_since" = NULL WHERE "id" = ?`)
      .bind(siteId)
      .run();
    throw error;
  }
  await platform
    .prepare(
      `UPDATE "sites" SET "database" = ?, "moving_since" = NULL, "content_version" = "content_version" + 1 WHERE "id" = ?`,
    )
    .bind(to, siteId)
    .run();
  // The platform keeps the directory row; a site database loses its copy too.
  await deleteSiteRows(source, siteId, { anchor: source !== platform });
}
