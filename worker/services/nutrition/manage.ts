import type {
  IngredientFoodResponse,
  NutritionPreviewResponse,
} from "@schema/api/answers/nutrition";
import type { NutritionPreviewBody } from "@schema/api/nutrition";
import { ingredients } from "@schema/db/ingredients";
import { ingredientUsages } from "@schema/db/recipe-ingredients";
import { recipes } from "@schema/db/recipes";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { ApiError, type FieldIssue, notFound } from "../../errors";
import { platformOnly, siteDbsOf } from "../../lib/site-databases";
import { References } from "../recipes/references";
import { bumpContentVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";
import { type FoodRow, foodLookup, foodRowsQuery, foodsByNdb } from "./foods";
import type { Nutrients } from "./nutrients";
import { computeRecipeLabel } from "./recipe-label";
import { recomputeLabels } from "./recompute";

const unknownFood = (path: string): FieldIssue => ({ path, message: "No such food" });

/**
 * Matches a site's own ingredient to a USDA food (or to none) and recomputes the label of
 * every recipe of the site that uses it, so no stored label counts the old match. Platform
 * ingredients and other sites' are 404: their match is not this site's to change.
 */
export async function setIngredientFood(
  db: Db,
  site: Site,
  ingredientId: string,
  foodNdb: string | null,
): Promise<IngredientFoodResponse> {
  const food = foodNdb ? (await foodsByNdb(db, [foodNdb]))(foodNdb) : null;
  if (foodNdb && !food)
    throw new ApiError("bad_request", "Some fields are not valid", [unknownFood("foodNdb")]);
  const [updated] = await db
    .update(ingredients)
    .set({ foodNdb })
    .where(and(eq(ingredients.id, ingredientId), eq(ingredients.siteId, site.id)))
    .returning({ id: ingredients.id, title: ingredients.title });
  if (!updated) throw notFound("Ingredient");
  const using = await db
    .selectDistinct({ id: ingredientUsages.recipeId, publishedAt: recipes.publishedAt })
    .from(ingredientUsages)
    .innerJoin(recipes, eq(recipes.id, ingredientUsages.recipeId))
    .where(and(eq(ingredientUsages.ingredientId, ingredientId), eq(recipes.siteId, site.id)));
  await recomputeLabels(
    db,
    using.map((r) => r.id),
  );
  // A published page shows the label: its cached copy must not outlive the new one.
  if (using.some((r) => r.publishedAt !== null)) await bumpContentVersion(db, site.id);
  return {
    ingredient: {
      id: updated.id,
      title: updated.title,
      food: foodNdb && food ? { ndb: foodNdb, description: food.description } : null,
    },
    recomputedRecipes: using.length,
  };
}

/**
 * The label of lines being edited, computed as a save would compute it, with each counted
 * line's food, weight and calories. Nothing is stored. Ingredients and units must be the
 * site's to use (400 with the line's path otherwise, as a save answers).
 */
export async function previewNutrition(
  db: Db,
  site: Site,
  body: NutritionPreviewBody,
): Promise<NutritionPreviewResponse> {
  const refs = new References();
  const issues: FieldIssue[] = [];
  body.lines.forEach((line, i) => {
    refs.add("ingredient", line.ingredientId, `lines.${i}.ingredientId`);
    refs.add("unit", line.unitId, `lines.${i}.unitId`);
  });
  // The lines' own foods ride in the references' batch.
  const checked = await refs.check(db, site.id, [
    foodRowsQuery(
      db,
      body.lines.flatMap((line) => (line.foodNdb ? [line.foodNdb] : [])),
    ),
  ]);
  issues.push(...checked.issues);
  const food = foodLookup(checked.extra[0] as FoodRow[]);
  body.lines.forEach((line, i) => {
    if (line.foodNdb && !food(line.foodNdb)) issues.push(unknownFood(`lines.${i}.foodNdb`));
  });
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
  const label = await computeRecipeLabel(
    // The preview is not routed by site yet (ADR 0014): a moved site is refused here.
    siteDbsOf(platformOnly(db), site),
    body.lines.map((line) => ({ ...line, id: line.key })),
    body.yieldServings,
  );
  return {
    label: {
      servings: label.servings,
      perServing: label.perServing as Nutrients | null,
      whole: label.whole,
      coverage: {
        countedLines: label.coverage.countedLines,
        totalLines: label.coverage.totalLines,
        measuredLines: label.coverage.measuredLines,
        uncounted: label.coverage.uncounted.map(({ usageId, name, reason }) => ({
          key: usageId,
          name,
          reason,
        })),
        implausible: label.coverage.implausible ?? [],
      },
      incomplete: label.incomplete,
    },
    lines: label.counted.map(({ usageId, ndb, food, grams, calories, implausible }) => ({
      key: usageId,
      food: { ndb, description: food },
      grams,
      calories,
      implausible,
    })),
  };
}
