import type { FoodFile } from "./food-file";

/**
 * Loads the SR26 data file into usda_foods (docs/decisions/0012): from `npm start`'s seed
 * (scripts/lib/seed.ts) and, for a deployed database, scripts/nutrition/load-foods.ts.
 *
 * Each statement carries a slice of the foods as ONE bound JSON value that SQLite unpacks
 * with json_each, so it stays far under D1's 100 bound parameters and, written out inline
 * for `wrangler d1 execute --file`, under its 100 KB statement length. Idempotent: an upsert
 * that rewrites only changed rows (the description index re-indexes only those), then a
 * delete of any food the file no longer holds, so the table ends equal to the file.
 */

/** D1 refuses SQL statements over 100,000 bytes; a slice's JSON stays well under. */
const SLICE_CHARS = 90_000;
/** Statements per D1 batch (one transaction each); ~20 slices make one or two batches. */
const BATCH_STATEMENTS = 20;

const UPSERT = `INSERT INTO usda_foods (ndb, description, food_group, per_100g, measures)
SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'),
  json_extract(value, '$[3]'), json_extract(value, '$[4]')
FROM json_each(?) WHERE true
ON CONFLICT (ndb) DO UPDATE SET description = excluded.description,
  food_group = excluded.food_group, per_100g = excluded.per_100g, measures = excluded.measures
WHERE usda_foods.description IS NOT excluded.description
  OR usda_foods.food_group IS NOT excluded.food_group
  OR usda_foods.per_100g IS NOT excluded.per_100g
  OR usda_foods.measures IS NOT excluded.measures`;

const PRUNE = "DELETE FROM usda_foods WHERE ndb NOT IN (SELECT value FROM json_each(?))";

/** The load as SQL statements, each with its one JSON parameter. */
export function foodLoadStatements(file: FoodFile): { sql: string; param: string }[] {
  const rows = file.foods.map(([ndb, description, group, per100g, measures]) =>
    JSON.stringify([
      ndb,
      description,
      file.header.foodGroups[group],
      JSON.stringify(per100g),
      JSON.stringify(measures),
    ]),
  );
  const statements: { sql: string; param: string }[] = [];
  let slice: string[] = [];
  let chars = 0;
  const flush = () => {
    if (slice.length) statements.push({ sql: UPSERT, param: `[${slice.join(",")}]` });
    slice = [];
    chars = 0;
  };
  for (const row of rows) {
    if (chars + row.length + 1 > SLICE_CHARS) flush();
    slice.push(row);
    chars += row.length + 1;
  }
  flush();
  statements.push({ sql: PRUNE, param: JSON.stringify(file.foods.map(([ndb]) => ndb)) });
  return statements;
}

/** The same statements written out with their parameter inline, for a .sql file. */
export const inlineStatement = ({ sql, param }: { sql: string; param: string }): string =>
  `${sql.replace("?", `'${param.replaceAll("'", "''")}'`)};`;

export type FoodTableCounts = { foods: number; measures: number };

/** Foods and household measures in the table. */
export async function foodTableCounts(db: D1Database): Promise<FoodTableCounts> {
  const row = await db
    .prepare(
      "SELECT count(*) AS foods, coalesce(sum(json_array_length(measures)), 0) AS measures FROM usda_foods",
    )
    .first<FoodTableCounts>();
  return { foods: row?.foods ?? 0, measures: row?.measures ?? 0 };
}

/** Loads the file into usda_foods; returns the table's counts afterwards. */
export async function loadFoodTable(db: D1Database, file: FoodFile): Promise<FoodTableCounts> {
  const statements = foodLoadStatements(file).map(({ sql, param }) => db.prepare(sql).bind(param));
  for (let start = 0; start < statements.length; start += BATCH_STATEMENTS) {
    await db.batch(statements.slice(start, start + BATCH_STATEMENTS));
  }
  return foodTableCounts(db);
}
