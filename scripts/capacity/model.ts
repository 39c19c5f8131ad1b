/**
 * The capacity model: seeds a fraction of the platform described in platform-model.ts into the
 * real schema (every migration, its indexes and triggers, the FTS index included), in SQLite,
 * the engine under D1, then measures each table's bytes with its indexes from SQLite's own
 * page accounting (dbstat) and projects them to the whole platform and to one creator's year.
 *
 *   npx tsx scripts/capacity/model.ts [--scale 0.1] [--write docs/capacity.md] [--fresh]
 *
 * Rows are copies of the demo seed's real rows (the same text, JSON and image records), with
 * new keys, references spread over the seeded parents and unique text made unique; tables the
 * demo leaves empty use the row shapes in empty-table-rows.ts.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { applyMigrations, root } from "../lib/platform";
import { seedLocal } from "../lib/seed";
import { EMPTY_TABLE_ROWS } from "./empty-table-rows";
import { MODEL, SITES, type TableModel } from "./platform-model";

const D1_LIMIT_BYTES = 10 * 1024 ** 3;

const DOC_HEAD = `# Capacity: what one D1 database holds

Written by \`npx tsx scripts/capacity/model.ts --write docs/capacity.md\` (see its header for
how rows are made). A platform of 1,000 creators after a year, with the rates in
\`scripts/capacity/platform-model.ts\`; one D1 database holds at most 10 GB, and runs its
queries one at a time. Newsletter delivery rows are a 14-day window (folded into their send's
counts after: \`worker/services/newsletters/history.ts\`), so they do not grow with time, but
the window is the largest single table at this scale.
`;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const scale = Number(option("scale", "0.1"));
const writeTo = option("write", "");
const workDir = path.join(root, ".wrangler/capacity");

/**
 * The demo seed in a fresh local D1: the template every copied row starts from. Made once and
 * kept under .wrangler/capacity (--fresh makes it again, after a migration).
 */
async function templateDatabase(): Promise<string> {
  const stateDir = path.join(workDir, "template");
  const dir = path.join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const find = () =>
    existsSync(dir)
      ? readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
      : undefined;
  if (process.argv.includes("--fresh") || !find()) {
    rmSync(stateDir, { recursive: true, force: true });
    await applyMigrations({ stateDir, quiet: true });
    await seedLocal(stateDir);
  }
  const file = find();
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return path.join(dir, file);
}

type Column = { name: string; type: string; pk: number; notnull: number };

function columnsOf(db: DatabaseSync, table: string): Column[] {
  return db.prepare(`pragma table_info("${table}")`).all() as unknown as Column[];
}

function foreignKeys(db: DatabaseSync, table: string): Map<string, string> {
  const rows = db.prepare(`pragma foreign_key_list("${table}")`).all() as {
    from: string;
    table: string;
  }[];
  return new Map(rows.map((row) => [row.from, row.table]));
}

/** Text columns under a unique index, other than keys and references: they get a suffix. */
function uniqueTextColumns(db: DatabaseSync, table: string, skip: Set<string>): Set<string> {
  const unique = new Set<string>();
  const indexes = db.prepare(`pragma index_list("${table}")`).all() as {
    name: string;
    unique: number;
  }[];
  const types = new Map(columnsOf(db, table).map((column) => [column.name, column.type]));
  for (const index of indexes.filter((entry) => entry.unique)) {
    const parts = db.prepare(`pragma index_info("${index.name}")`).all() as { name: string }[];
    for (const part of parts) {
      if (part.name && !skip.has(part.name) && /text/i.test(types.get(part.name) ?? "")) {
        unique.add(part.name);
      }
    }
  }
  return unique;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Adds rows to `table` until it holds `target`, copying its template rows. */
function grow(db: DatabaseSync, model: TableModel, target: number, pools: Map<string, string[]>) {
  const { table } = model;
  const columns = columnsOf(db, table);
  const references = foreignKeys(db, table);
  const idColumn = columns.find((column) => column.pk === 1 && column.name === "id");
  // A table keyed by its parent (a recipe's stored label) takes each parent once, in turn.
  const keys = columns.filter((column) => column.pk > 0);
  const keyedByParent = keys.length === 1 && references.has(keys[0]?.name ?? "") ? keys[0] : null;
  const skip = new Set([...references.keys(), ...(idColumn ? [idColumn.name] : [])]);
  const uniqueText = uniqueTextColumns(db, table, skip);
  let templates = db.prepare(`select * from "${table}" limit 200`).all() as Record<
    string,
    unknown
  >[];
  if (templates.length === 0) {
    const shape = EMPTY_TABLE_ROWS[table];
    if (!shape) throw new Error(`${table}: the demo has no rows and empty-table-rows.ts no shape`);
    templates = [shape];
  }
  const names = columns
    .map((column) => column.name)
    .filter((name) => name === idColumn?.name || name in (templates[0] as object));
  const insert = db.prepare(
    `insert or ignore into "${table}" (${names.map((name) => `"${name}"`).join(", ")}) values (${names.map(() => "?").join(", ")})`,
  );
  const pool = pools.get(table) ?? [];
  pools.set(table, pool);
  const existing = Number(
    (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n,
  );
  db.exec("begin");
  for (let n = existing; n < target; n++) {
    const template = templates[n % templates.length] as Record<string, unknown>;
    const row = () =>
      names.map((name) => {
        const parent = references.get(name);
        if (idColumn && name === idColumn.name) {
          const id = crypto.randomUUID();
          pool.push(id);
          return id;
        }
        if (parent && name === keyedByParent?.name) {
          const parents = pools.get(parent) ?? [];
          return parents[n % parents.length] ?? null;
        }
        if (parent && template[name] !== null && pools.get(parent)?.length) {
          return pick(pools.get(parent) as string[]);
        }
        if (uniqueText.has(name) && typeof template[name] === "string")
          return `${template[name]}-${n}`;
        return template[name] as string | number | null;
      });
    // A pair key (a recipe's tag) may already be there: draw the references again.
    for (let attempt = 0; attempt < 5; attempt++) {
      if (insert.run(...(row() as (string | number | null)[])).changes === 1) break;
    }
  }
  db.exec("commit");
  const rows = Number(
    (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n,
  );
  // A few copies may collide on a unique pair (a reader rating the same recipe twice): fine;
  // many would mean the copies are not what the table holds.
  if (rows < target * 0.95) throw new Error(`${table}: ${rows} rows of ${target} went in`);
}

/** Bytes of each table with its indexes (and the search index's tables with recipes). */
function bytesByTable(db: DatabaseSync): Map<string, number> {
  const rows = db
    .prepare(
      `select coalesce(m.tbl_name, s.name) as owner, sum(s.pgsize) as bytes
       from dbstat s left join sqlite_master m on m.name = s.name group by owner`,
    )
    .all() as { owner: string; bytes: number }[];
  const bytes = new Map<string, number>();
  for (const row of rows) {
    const owner = row.owner.startsWith("recipe_search") ? "recipes" : row.owner;
    bytes.set(owner, (bytes.get(owner) ?? 0) + Number(row.bytes));
  }
  return bytes;
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(bytes < 10 * 1024 ** 2 ? 2 : 0)} MB`;
const count = (n: number) => Math.round(n).toLocaleString("en-US");

async function main() {
  mkdirSync(workDir, { recursive: true });
  const template = await templateDatabase();
  const file = path.join(workDir, "platform.sqlite");
  rmSync(file, { force: true });
  // VACUUM INTO, not a file copy: the template's latest pages are still in its write-ahead log.
  const source = new DatabaseSync(template);
  source.exec(`vacuum into '${file}'`);
  source.close();
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: false });
  db.exec("pragma journal_mode = off; pragma synchronous = off");

  const pools = new Map<string, string[]>();
  for (const table of ["sites", "users", "recipes", "comments", "site_subscriptions"]) {
    pools.set(
      table,
      (db.prepare(`select id from "${table}"`).all() as { id: string }[]).map((row) => row.id),
    );
  }
  const started = Date.now();
  for (const model of MODEL) {
    const target = Math.max(1, Math.round(model.rows * scale));
    grow(db, model, target, pools);
    process.stderr.write(`${model.table}: ${count(target)} rows\n`);
  }
  const seconds = (Date.now() - started) / 1000;

  const bytes = bytesByTable(db);
  const lines: string[] = [];
  let platformBytes = 0;
  let creatorYearBytes = 0;
  for (const model of MODEL) {
    const rows = Number(
      (db.prepare(`select count(*) as n from "${model.table}"`).get() as { n: number }).n,
    );
    const perRow = (bytes.get(model.table) ?? 0) / Math.max(rows, 1);
    platformBytes += perRow * model.rows;
    creatorYearBytes += perRow * model.perCreatorYear;
    lines.push(
      `| ${model.table} | ${count(model.rows)} | ${count(perRow)} | ${mb(perRow * model.rows)} | ${count(model.perCreatorYear)} | ${mb(perRow * model.perCreatorYear)} | ${model.basis} |`,
    );
  }
  const fixed = [...bytes.entries()]
    .filter(([table]) => !MODEL.some((model) => model.table === table))
    .reduce((sum, [, value]) => sum + value, 0);
  const report = [
    "| Table | Rows (1,000 sites, a year) | Bytes per row with indexes | Size | Added per active creator a year | Size added per creator-year | Basis |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...lines,
    "",
    `- Seeded at scale ${scale} (${count(Number((db.prepare("select count(*) as n from recipes").get() as { n: number }).n))} recipes) in ${seconds.toFixed(0)} s; bytes per row measured there (SQLite dbstat, tables with their indexes; recipes include the search index).`,
    `- The whole platform as modelled: **${mb(platformBytes)}** of growing tables, plus ${mb(fixed)} of catalogues and small per-site tables as seeded.`,
    `- One active creator adds **${mb(creatorYearBytes)} a year**; the average creator holds ${mb(platformBytes / SITES)} after the modelled year.`,
    `- One D1 database (10 GB) holds about **${count(D1_LIMIT_BYTES / (platformBytes / SITES))} such creators** after a year, ${count(D1_LIMIT_BYTES / (platformBytes / SITES + 2 * creatorYearBytes))} after three; the 1,000 creators modelled reach 10 GB in ${((D1_LIMIT_BYTES - platformBytes) / (SITES * creatorYearBytes) + 1).toFixed(1)} years.`,
  ].join("\n");
  console.log(report);
  if (writeTo) writeFileSync(path.join(root, writeTo), `${DOC_HEAD}\n${report}\n`);
  db.close();
}

await main();
