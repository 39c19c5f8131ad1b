import { ingredients } from "@schema/db/ingredients";
import { ingredientUsages } from "@schema/db/recipe-ingredients";
import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { recipes } from "@schema/db/recipes";
import { units } from "@schema/db/units";
import { asc, eq, isNull, sql } from "drizzle-orm";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { computeNutrition } from "./compute";
import { foodLookup, foodRowsQuery } from "./foods";
import type { LineUnit } from "./grams";
import { nutritionLines, nutritionUpsert } from "./recipe-label";

/** Recipes per round: one read batch and one write batch each, both modest. */
const RECIPES_PER_ROUND = 50;

/**
 * Recomputes and stores the labels of these recipes from their stored lines, as their save
 * would: when an ingredient's match changes, and for recipes saved before labels began.
 * The creator's own figures and hide switch stay as they are. The recipes are in the site's
 * database, the USDA foods in the platform's (ADR 0014): one batch for a site not moved.
 */
export async function recomputeLabels(dbs: SiteDbs, recipeIds: readonly string[]): Promise<number> {
  const db = dbs.site;
  let done = 0;
  for (let start = 0; start < recipeIds.length; start += RECIPES_PER_ROUND) {
    const ids = recipeIds.slice(start, start + RECIPES_PER_ROUND);
    const reads = [
      db
        .select({ id: recipes.id, yieldServings: recipes.yieldServings })
        .from(recipes)
        .where(inIdList(recipes.id, ids)),
      db
        .select()
        .from(ingredientUsages)
        .where(inIdList(ingredientUsages.recipeId, ids))
        .orderBy(asc(ingredientUsages.recipeId), asc(ingredientUsages.position)),
      db
        .selectDistinct({
          id: ingredients.id,
          slug: ingredients.slug,
          siteId: ingredients.siteId,
          title: ingredients.title,
          gramsPerLiter: ingredients.gramsPerLiter,
          foodNdb: ingredients.foodNdb,
        })
        .from(ingredients)
        .innerJoin(ingredientUsages, eq(ingredientUsages.ingredientId, ingredients.id))
        .where(inIdList(ingredientUsages.recipeId, ids)),
      db.select().from(units),
    ] as const;
    const [recipeRows, lineRows, ingredientRows, unitRows, foodRows] = unmoved(dbs)
      ? await db.batch([
          ...reads,
          // The foods the lines name themselves and their site ingredients' matches.
          foodRowsQuery(
            db,
            sql`select ${ingredientUsages.foodNdb} from ${ingredientUsages}
              where ${inIdList(ingredientUsages.recipeId, ids)} and ${ingredientUsages.foodNdb} is not null
              union select ${ingredients.foodNdb} from ${ingredients}
              inner join ${ingredientUsages} on ${ingredientUsages.ingredientId} = ${ingredients.id}
              where ${inIdList(ingredientUsages.recipeId, ids)} and ${ingredients.foodNdb} is not null`,
          ),
        ])
      : await db.batch(reads).then(async (rows) => {
          const ndbs = [...rows[1], ...rows[2]].flatMap((row) =>
            row.foodNdb ? [row.foodNdb] : [],
          );
          return [...rows, await foodRowsQuery(dbs.platform, [...new Set(ndbs)])] as const;
        });
    if (!recipeRows.length) continue;
    const foods = foodLookup(foodRows);
    const unitsById = new Map<string, LineUnit>(unitRows.map((u) => [u.id, u]));
    const unitsBySlug = new Map<string, LineUnit>(unitRows.map((u) => [u.slug, u]));
    const ingredientsById = new Map(ingredientRows.map((i) => [i.id, i]));
    const now = new Date();
    const [first, ...rest] = recipeRows.map((recipe) => {
      const lines = lineRows.filter((line) => line.recipeId === recipe.id);
      const label = computeNutrition(
        nutritionLines(lines, ingredientsById, unitsById),
        recipe.yieldServings,
        unitsBySlug,
        foods,
      );
      return nutritionUpsert(db, recipe.id, label, now);
    });
    if (first) await db.batch([first, ...rest]);
    done += recipeRows.length;
  }
  return done;
}

/**
 * Labels the recipes that have none (saved before migration 0023 added labels), a round at
 * a time, at most `rounds` rounds per call (the cron's minute stays short; the next minute
 * carries on). Idempotent: a recipe labelled once is not picked again, so once all are
 * labelled a call costs one indexed query.
 */
export async function backfillLabels(
  dbs: SiteDbs,
  rounds = Number.POSITIVE_INFINITY,
): Promise<number> {
  const db = dbs.site;
  let total = 0;
  for (let round = 0; round < rounds; round++) {
    const missing = await db
      .select({ id: recipes.id })
      .from(recipes)
      .leftJoin(recipeNutrition, eq(recipeNutrition.recipeId, recipes.id))
      .where(isNull(recipeNutrition.recipeId))
      .limit(RECIPES_PER_ROUND);
    if (!missing.length) return total;
    total += await recomputeLabels(
      dbs,
      missing.map((r) => r.id),
    );
  }
  return total;
}
