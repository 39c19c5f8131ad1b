import { PLACEMENT } from "@schema/db/placement";

/**
 * What moving one site between databases touches, read from the database itself (SQLite's
 * own description of its tables and keys, so it follows the migrations) and from where each
 * table lives (schema/db/placement.ts).
 */

export type CopiedTable = {
  name: string;
  /**
   * Written by the database's own triggers (the kept counts): inserting the rows they count
   * writes them already, so they are copied last and replace what the triggers wrote.
   */
  kept: boolean;
  columns: string[];
  /** Selects this site's rows: its own `site_id`, or a key to a copied row that has one. */
  where: string;
  /** How many times `where` binds the site's id. */
  binds: number;
  /** Keys to `users`: the people whose anchors the site database needs. */
  people: string[];
};
export type CopyPlan = {
  /** The site's tables, each after the tables its keys point to. */
  tables: CopiedTable[];
  /** Catalogues the copied rows point to: their platform rows are reference data everywhere. */
  catalogues: { name: string; columns: string[]; where: string }[];
  /** The columns a person's anchor must fill (SQLite skips a row missing one under OR IGNORE). */
  users: { required: string[] };
  sites: { columns: string[]; pictures: string[] };
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function describeTable(db: D1Database, table: string) {
  const [columns, keys] = await db.batch<{
    name?: string;
    notnull?: number;
    table?: string;
    from?: string;
    to?: string;
  }>([
    db.prepare(`PRAGMA table_info(${quote(table)})`),
    db.prepare(`PRAGMA foreign_key_list(${quote(table)})`),
  ]);
  return {
    columns: (columns?.results ?? []).map((column) => String(column.name)),
    required: (columns?.results ?? [])
      .filter((column) => column.notnull === 1)
      .map((column) => String(column.name)),
    keys: (keys?.results ?? []).map((key) => ({
      column: String(key.from),
      table: String(key.table),
      to: String(key.to),
    })),
  };
}

/** The tables that triggers write to, from the triggers' own SQL. */
async function triggerWritten(db: D1Database) {
  const { results } = await db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger'")
    .all<{ sql: string }>();
  const written = /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/gi;
  return new Set(
    results.flatMap(({ sql }) => [...sql.matchAll(written)].map((match) => String(match[1]))),
  );
}

export async function readCopyPlan(db: D1Database): Promise<CopyPlan> {
  const kept = await triggerWritten(db);
  const described = new Map(
    await Promise.all(
      Object.keys(PLACEMENT).map(async (name) => [name, await describeTable(db, name)] as const),
    ),
  );
  const table = (name: string) => {
    const found = described.get(name);
    if (!found) throw new Error(`${name} is not in the placement map`);
    return found;
  };

  // How a copied table finds the site's rows, memoised: a table without `site_id` goes
  // through a key to a copied table that finds them (schema/placement.test.ts checks one exists).
  const conditions = new Map<string, { where: string; binds: number } | null>();
  const condition = (
    name: string,
    seen = new Set<string>(),
  ): { where: string; binds: number } | null => {
    if (conditions.has(name)) return conditions.get(name) ?? null;
    if (seen.has(name)) return null;
    seen.add(name);
    const { columns, keys } = table(name);
    let found: { where: string; binds: number } | null = null;
    if (columns.includes("site_id")) found = { where: `"site_id" = ?`, binds: 1 };
    else {
      for (const key of keys) {
        if (PLACEMENT[key.table] !== "site" || key.table === name) continue;
        const parent = condition(key.table, seen);
        if (!parent) continue;
        found = {
          where: `${quote(key.column)} IN (SELECT ${quote(key.to)} FROM ${quote(key.table)} WHERE ${parent.where})`,
          binds: parent.binds,
        };
        break;
      }
    }
    conditions.set(name, found);
    return found;
  };

  // The tables whose rows go with a site: its content, and its own rows of the catalogues
  // that sites add to (those with a site_id; units and themes are the platform's alone).
  const copied = Object.keys(PLACEMENT).filter((name) => {
    const placement = PLACEMENT[name];
    if (placement === "catalogue") return table(name).columns.includes("site_id");
    return placement === "site" || placement === "split";
  });
  for (const name of copied) {
    if (!condition(name)) throw new Error(`No way from ${name} to its site`);
  }

  // Each table after the copied tables its keys point to (a key to itself is kept by the
  // rows' own order: a reply is always written after what it answers).
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name)) return;
    if (path.has(name)) throw new Error(`The keys of ${[...path, name].join(" → ")} form a circle`);
    path.add(name);
    for (const key of table(name).keys) {
      if (key.table !== name && copied.includes(key.table)) visit(key.table, path);
    }
    path.delete(name);
    ordered.push(name);
  };
  for (const name of copied) visit(name, new Set());
  // Kept counts after everything they count.
  ordered.sort((a, b) => Number(kept.has(a)) - Number(kept.has(b)));

  const referenced = new Set(
    [...copied, "sites", "users"].flatMap((name) => table(name).keys.map((key) => key.table)),
  );
  return {
    tables: ordered.map((name) => {
      const { columns, keys } = table(name);
      const { where, binds } = condition(name) as { where: string; binds: number };
      return {
        name,
        kept: kept.has(name),
        columns,
        where,
        binds,
        people: keys.filter((key) => key.table === "users").map((key) => key.column),
      };
    }),
    catalogues: [...referenced]
      .filter((name) => PLACEMENT[name] === "catalogue")
      .map((name) => ({
        name,
        columns: table(name).columns,
        // The platform's rows; a site's own go with its content.
        where: table(name).columns.includes("site_id") ? `"site_id" IS NULL` : "1",
      })),
    // The directory's pictures are not among them: the site anchor holds those (ADR 0014).
    users: { required: ["id", ...table("users").required.filter((column) => column !== "id")] },
    sites: {
      columns: table("sites").columns,
      pictures: table("sites")
        .keys.filter((key) => key.table === "images")
        .map((key) => key.column),
    },
  };
}

export { quote };
