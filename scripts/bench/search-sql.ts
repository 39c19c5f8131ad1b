/**
 * Search's SQL alone, without the API around it: the statements listRecipes sends for each
 * of the bench's queries, timed with node:sqlite against the bench site's local D1 file, and
 * the query plan of each kind (words by relevance, words newest first, the index as it opens
 * with neither words nor filters). HTTP figures on a busy machine mix query cost with
 * scheduling noise; these separate the two. Numbers, not tests.
 *
 *   npx tsx scripts/bench/search-sql.ts [.bench/search-100000 | a .sqlite file] [--plans]
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { drizzle } from "drizzle-orm/d1";
import type { RecipeListQuery } from "../../schema/api/public-read";
import type { Db } from "../../worker/env";
import { searchPlan, siteIdBySlug } from "../../worker/services/recipes/search";
import { percentile } from "./measure";
import { BENCH_SITE_SLUG, searchQueries } from "./search-site";

/** The largest SQLite file under a bench state folder: the D1 database of the site. */
export function benchDatabaseFile(stateDir: string): string {
  const d1 = path.join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(d1)
    .filter((name) => name.endsWith(".sqlite"))
    .map((name) => path.join(d1, name));
  const largest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!largest) throw new Error(`No D1 database under ${d1}`);
  return largest;
}

// The statements are only built (toSQL), never run, through drizzle: no binding is needed.
const builder = drizzle({} as D1Database) as unknown as Db;

type Kind = { label: string; params: (query: string) => RecipeListQuery };
const page = { query: undefined, limit: 24, offset: 0 };
const kinds: Kind[] = [
  { label: "words, by relevance", params: (query) => ({ ...page, query }) },
  {
    label: "words, newest first",
    params: (query) => ({ ...page, query, orderBy: "published_at_desc" }),
  },
  { label: "no words, newest first (the index)", params: () => ({ ...page }) },
];

/**
 * The SQL and bound values of the statements a search's page needs (listRecipes batches
 * them after the site's lookup by its unique slug, which is left out here).
 */
function statementsOf(params: RecipeListQuery) {
  const siteId = siteIdBySlug(builder, BENCH_SITE_SLUG);
  return searchPlan(builder, siteId, params).statements.map((statement) =>
    (statement as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL(),
  );
}

export function searchSqlBench(file: string, say: (line: string) => void) {
  const db = new DatabaseSync(file, { readOnly: true });
  const version = db.prepare("select sqlite_version() as v").get() as { v: string };
  say(`SQL alone (node:sqlite ${version.v}, ${path.relative(process.cwd(), file)}):`);
  const queries = searchQueries(400);
  for (const kind of kinds) {
    const prepared = (params: RecipeListQuery) =>
      statementsOf(params).map(({ sql, params: values }) => ({
        statement: db.prepare(sql),
        values: values as (string | number | null)[],
      }));
    // Warm the page cache and the statements once, as the HTTP bench does.
    for (const query of queries.slice(0, 20)) {
      for (const { statement, values } of prepared(kind.params(query))) statement.all(...values);
    }
    // Wall time, and this process's CPU time, which a busy machine's scheduling leaves out.
    const wall: number[] = [];
    const cpu: number[] = [];
    for (const query of queries) {
      const statements = prepared(kind.params(query));
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      for (const { statement, values } of statements) statement.all(...values);
      const used = process.cpuUsage(c0);
      wall.push(performance.now() - t0);
      cpu.push((used.user + used.system) / 1000);
    }
    const f = (n: number) => `${n.toFixed(1)} ms`;
    const figures = (times: number[]) => {
      times.sort((a, b) => a - b);
      return `p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  p99 ${f(percentile(times, 99))}`;
    };
    say(`  ${kind.label}: CPU ${figures(cpu)};  wall ${figures(wall)}`);
    if (process.argv.includes("--plans")) {
      for (const { sql, params: values } of statementsOf(kind.params(queries[0] ?? "salt"))) {
        const plan = db
          .prepare(`explain query plan ${sql}`)
          .all(...(values as (string | number | null)[])) as { detail: string }[];
        say(`    plan: ${plan.map((row) => row.detail).join(" | ")}`);
      }
    }
  }
  db.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? ".bench/search-100000";
  searchSqlBench(dir.endsWith(".sqlite") ? dir : benchDatabaseFile(dir), console.log);
}
