import { ingredients } from "@schema/db/ingredients";
import type { IngredientUsage } from "@schema/db/recipe-ingredients";
import {
  type AuthorNutrients,
  recipeNutrition,
  type StoredNutritionLabel,
} from "@schema/db/recipe-nutrition";
import { units } from "@schema/db/units";
import { sql } from "drizzle-orm";
import type { Db } from "../../env";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { computeNutrition, type NutritionLabel, type NutritionLine } from "./compute";
import { foodLookup, foodRowsQuery } from "./foods";
import type { LineUnit } from "./grams";

/** What a recipe's lines need to be labelled, as they are about to be written. */
export type LabelledLine = {
  [K in
    | "id"
    | "quantityMin"
    | "quantityMax"
    | "ingredientTitleOverride"
    | "unitId"
    | "ingredientId"
    | "foodNdb"]?: IngredientUsage[K] | null;
};

export type LineIngredient = {
  id: string;
  slug: string;
  siteId: string | null;
  title: string;
  gramsPerLiter: number | null;
  foodNdb?: string | null;
};

/** The computation's lines from written rows and the catalogue rows they name. */
export function nutritionLines(
  lines: readonly LabelledLine[],
  ingredientsById: ReadonlyMap<string, LineIngredient>,
  unitsById: ReadonlyMap<string, LineUnit>,
): NutritionLine[] {
  return lines.map((line) => ({
    usageId: line.id ?? "",
    quantityMin: line.quantityMin ?? null,
    quantityMax: line.quantityMax ?? null,
    unit: line.unitId ? (unitsById.get(line.unitId) ?? null) : null,
    ingredient: line.ingredientId ? (ingredientsById.get(line.ingredientId) ?? null) : null,
    titleOverride: line.ingredientTitleOverride ?? null,
    foodNdb: line.foodNdb ?? null,
  }));
}

/** The creator's nutrition choices a save sends; absent, the stored ones stay. */
export type NutritionChoices = {
  hidden: boolean;
  author: { source: "author" | "imported"; perServing: AuthorNutrients } | null;
};

/** The label as stored: the per-line breakdown is the kitchen's, recomputed on demand. */
export function storedLabel({ counted: _, ...label }: NutritionLabel): StoredNutritionLabel {
  return label;
}

/** The stored label's row, written (or replaced) with the recipe. */
export function nutritionUpsert(
  db: Db,
  recipeId: string,
  computed: NutritionLabel,
  now: Date,
  choices?: NutritionChoices,
) {
  const label = storedLabel(computed);
  const chosen = choices
    ? {
        hidden: choices.hidden,
        authorValues: choices.author?.perServing ?? null,
        authorSource: choices.author?.source ?? null,
      }
    : {};
  return db
    .insert(recipeNutrition)
    .values({ recipeId, label, computedAt: now, ...chosen })
    .onConflictDoUpdate({
      target: recipeNutrition.recipeId,
      set: { label, computedAt: now, ...chosen },
    });
}

/**
 * The label of lines as they are about to be written (or previewed): the catalogue rows they
 * name and their foods (the lines' own and their site ingredients' matches, one query) are
 * read in one round trip, the rest is arithmetic. The caller has checked that the
 * ingredients are the site's to use.
 */
export async function computeRecipeLabel(
  dbs: SiteDbs,
  lines: readonly LabelledLine[],
  servings: number | null | undefined,
): Promise<NutritionLabel> {
  const db = dbs.site;
  const ingredientIds = [
    ...new Set(lines.flatMap((l) => (l.ingredientId ? [l.ingredientId] : []))),
  ];
  const lineFoods = [...new Set(lines.flatMap((l) => (l.foodNdb ? [l.foodNdb] : [])))];
  const ingredientQuery = db
    .select({
      id: ingredients.id,
      slug: ingredients.slug,
      siteId: ingredients.siteId,
      title: ingredients.title,
      gramsPerLiter: ingredients.gramsPerLiter,
      foodNdb: ingredients.foodNdb,
    })
    .from(ingredients)
    .where(inIdList(ingredients.id, ingredientIds));
  const unitQuery = db.select().from(units);
  // The foods are the platform's (ADR 0014): in the same batch for a site not moved; for a
  // moved one, asked of the platform once its ingredients have named theirs.
  const [ingredientRows, unitRows, foodRows] = unmoved(dbs)
    ? await db.batch([
        ingredientQuery,
        unitQuery,
        foodRowsQuery(
          db,
          sql`select value from json_each(${JSON.stringify(lineFoods)})
            union select ${ingredients.foodNdb} from ${ingredients}
            where ${inIdList(ingredients.id, ingredientIds)} and ${ingredients.foodNdb} is not null`,
        ),
      ])
    : await db.batch([ingredientQuery, unitQuery]).then(async ([named, all]) => {
        const ndbs = [...lineFoods, ...named.flatMap((i) => (i.foodNdb ? [i.foodNdb] : []))];
        return [named, all, await foodRowsQuery(dbs.platform, [...new Set(ndbs)])] as const;
      });
  const unitsById = new Map<string, LineUnit>(unitRows.map((u) => [u.id, u]));
  const unitsBySlug = new Map<string, LineUnit>(unitRows.map((u) => [u.slug, u]));
  return computeNutrition(
    nutritionLines(lines, new Map(ingredientRows.map((i) => [i.id, i])), unitsById),
    servings ?? null,
    unitsBySlug,
    foodLookup(foodRows),
  );
}

/**
 * The label of a recipe about to be saved, as one statement for the save's batch. The
 * statement comes back wrapped: a query builder returned from an async function would be
 * awaited, that is run, on the spot.
 */
export async function recipeNutritionStatement(
  dbs: SiteDbs,
  recipeId: string,
  lines: readonly LabelledLine[],
  servings: number | null | undefined,
  choices?: NutritionChoices,
) {
  const label = await computeRecipeLabel(dbs, lines, servings);
  return { statement: nutritionUpsert(dbs.site, recipeId, label, new Date(), choices), label };
}
