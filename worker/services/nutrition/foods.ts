import { usdaFoods as usdaFoodTable } from "@schema/db/usda-foods";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { inIdList } from "../../lib/sql-id-list";
import { ingredientFoods } from "./ingredient-foods";
import type { UsdaFood } from "./nutrients";
import { usdaFoods } from "./usda-foods";

/**
 * The foods the kitchen offers (docs/decisions/0012): all of SR26 from the usda_foods table,
 * which the deploy and seed step fills, and the foods the catalogue maps, shipped in the
 * bundle (usda-foods.ts). Every lookup and search goes through here. When the table is empty
 * (worker tests, a database before its seed step) the shipped set answers alone, so a
 * platform ingredient's food is always found.
 */

/** A food the bundle ships (one the catalogue maps), or null. Needs no database. */
export function shippedFood(ndb: string | null | undefined): UsdaFood | null {
  if (!ndb) return null;
  return Object.hasOwn(usdaFoods, ndb) ? (usdaFoods[ndb] ?? null) : null;
}

const platformFoodNdb = new Map(ingredientFoods.map(([slug, ndb]) => [slug, ndb]));

/** The food a platform ingredient counts as by default (ingredient-foods.ts). */
export const platformFoodOf = (slug: string): string | null => platformFoodNdb.get(slug) ?? null;

/** Finds the foods of NDB numbers the computation was given. */
export type FoodLookup = (ndb: string | null | undefined) => UsdaFood | null;

const foodColumns = {
  ndb: usdaFoodTable.ndb,
  description: usdaFoodTable.description,
  foodGroup: usdaFoodTable.foodGroup,
  per100g: usdaFoodTable.per100g,
  measures: usdaFoodTable.measures,
};

export type FoodRow = { ndb: string } & UsdaFood;

/**
 * The table's rows for these NDB numbers, as one statement for the caller's batch: a list,
 * or a subquery of NDB numbers (the foods a recipe's lines and ingredients name).
 */
export const foodRowsQuery = (db: Db, ndbs: readonly string[] | SQL) =>
  db
    .select(foodColumns)
    .from(usdaFoodTable)
    .where(
      Array.isArray(ndbs)
        ? inIdList(usdaFoodTable.ndb, ndbs)
        : sql`${usdaFoodTable.ndb} in (${ndbs})`,
    );

/** A lookup over rows read from the table, the shipped set answering for the rest. */
export function foodLookup(rows: readonly FoodRow[]): FoodLookup {
  const byNdb = new Map(rows.map((row) => [row.ndb, row]));
  return (ndb) => (ndb ? (byNdb.get(ndb) ?? shippedFood(ndb)) : null);
}

/** The foods of these NDB numbers, in one query. */
export async function foodsByNdb(db: Db, ndbs: readonly string[]): Promise<FoodLookup> {
  const wanted = [...new Set(ndbs)];
  return foodLookup(wanted.length ? await foodRowsQuery(db, wanted) : []);
}

export type FoodHit = { ndb: string; description: string };

/** Lower-case words of letters and digits; "%" stays, as USDA writes "2% milkfat". */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9%]+/)
    .filter(Boolean);

const shippedIndex = Object.entries(usdaFoods).map(([ndb, food]) => ({
  ndb,
  description: food.description,
  words: wordsOf(food.description),
}));

const byLengthThenText = (a: FoodHit, b: FoodHit) =>
  a.description.length - b.description.length || a.description.localeCompare(b.description);

function searchShipped(terms: readonly string[], limit: number): FoodHit[] {
  return shippedIndex
    .filter((food) => terms.every((t) => food.words.some((w) => w.startsWith(t))))
    .sort(byLengthThenText)
    .slice(0, limit)
    .map(({ ndb, description }) => ({ ndb, description }));
}

/**
 * Foods whose description holds every word of the query (each word a prefix of one of the
 * description's words), the shortest descriptions first: "egg" finds "Egg, whole, raw,
 * fresh" before "Egg, yolk, raw, frozen, sugared". An NDB number finds its food. The table
 * answers through its FTS5 index (usda_food_search); an empty table leaves the shipped set.
 */
export async function searchFoods(db: Db, query: string, limit: number): Promise<FoodHit[]> {
  const trimmed = query.trim().toLowerCase();
  if (/^\d{5}$/.test(trimmed)) {
    const food = (await foodsByNdb(db, [trimmed]))(trimmed);
    return food ? [{ ndb: trimmed, description: food.description }] : [];
  }
  // FTS5's tokenizer splits on "%" too: the index sees "2% milkfat" as "2" "milkfat".
  const terms = wordsOf(trimmed);
  const ftsTerms = terms.flatMap((t) => t.split("%").filter(Boolean));
  if (!ftsTerms.length) return [];
  // Each term a quoted prefix query; together they must all match (FTS5's implicit AND).
  const match = ftsTerms.map((t) => `"${t}"*`).join(" ");
  const [hits, any] = await db.batch([
    db
      .select({ ndb: usdaFoodTable.ndb, description: usdaFoodTable.description })
      .from(usdaFoodTable)
      .where(
        sql`${usdaFoodTable}.rowid in (select rowid from usda_food_search where usda_food_search match ${match})`,
      )
      .orderBy(sql`length(${usdaFoodTable.description})`, usdaFoodTable.description)
      .limit(limit),
    db.select({ ndb: usdaFoodTable.ndb }).from(usdaFoodTable).limit(1),
  ]);
  return any.length ? hits : searchShipped(terms, limit);
}
