import type {
  IngredientFoodResponse,
  NutritionPreviewResponse,
} from "@schema/api/answers/nutrition";
import type { NutritionPreviewBody } from "@schema/api/nutrition";
import { ingredients } from "@schema/db/ingredients";
import { ingredientUsages } from "@schema/db/recipe-ingredients";
import { recipes } from "@schema/db/recipes";
import { and, eq } from "drizzle-orm";
import { ApiError, type FieldIssue, notFound } from "../../errors";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
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
  dbs: SiteDbs,
  site: Site,
  ingredientId: string,
  foodNdb: string | null,
): Promise<IngredientFoodResponse> {
  const db = dbs.site;
  const food = foodNdb ? (await foodsByNdb(dbs.platform, [foodNdb]))(foodNdb) : null;
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
    dbs,
    using.map((r) => r.id),
  );
  // A published page shows the label: its cached copy must not outlive the new one. The
  // version moves after the labels are written, in the platform's directory.
  if (using.some((r) => r.publishedAt !== null)) await bumpContentVersion(dbs.platform, site.id);
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
  dbs: SiteDbs,
  site: Site,
  body: NutritionPreviewBody,
): Promise<NutritionPreviewResponse> {
  const db = dbs.site;
  const refs = new References();
  const issues: FieldIssue[] = [];
  body.lines.forEach((line, i) => {
    refs.add("ingredient", line.ingredientId, `lines.${i}.ingredientId`);
    refs.add("unit", line.unitId, `lines.${i}.unitId`);
  });
  // A moved site's database gets copies of the platform's catalogue rows the lines name, as
  // a save would make (reference data, not the site's own: nothing of the site is stored).
  await refs.adoptPlatformRows(dbs);
  // The lines' own foods ride in the references' batch, or come from the platform's.
  const ndbs = body.lines.flatMap((line) => (line.foodNdb ? [line.foodNdb] : []));
  const checked = await refs.check(db, site.id, unmoved(dbs) ? [foodRowsQuery(db, ndbs)] : []);
  issues.push(...checked.issues);
  const food = foodLookup(
    unmoved(dbs) ? (checked.extra[0] as FoodRow[]) : await foodRowsQuery(dbs.platform, ndbs),
  );
  body.lines.forEach((line, i) => {
    if (line.foodNdb && !food(line.foodNdb)) issues.push(unknownFood(`lines.${i}.foodNdb`));
  });
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
  const label = await computeRecipeLabel(
    dbs,
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
