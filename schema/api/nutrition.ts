import { z } from "zod";
import { slug } from "./common";
import { foodNdb, ingredientUsageBody, RECIPE_LIMITS } from "./manage-recipes";

/**
 * The kitchen's nutrition calls (worker/routes/manage-nutrition.ts): the food search, a site's
 * own ingredient's food, and the live label of lines being edited.
 */

export const foodSearchQuery = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ingredientFoodParam = z.object({ siteSlug: slug, ingredientId: z.uuid() });

export const ingredientFoodBody = z.object({
  foodNdb: foodNdb.nullable().describe("The USDA food its lines count as; null: not counted"),
});
export type IngredientFoodBody = z.infer<typeof ingredientFoodBody>;

/** A line as the editor holds it; `key` names it in the answer (the line's id or any tag). */
export const previewLine = ingredientUsageBody
  .pick({
    quantityMin: true,
    quantityMax: true,
    unitId: true,
    ingredientId: true,
    ingredientTitleOverride: true,
    foodNdb: true,
  })
  .extend({ key: z.string().min(1).max(64) });

export const nutritionPreviewBody = z.object({
  yieldServings: z.number().finite().positive().max(10_000).nullable().optional(),
  lines: z.array(previewLine).max(RECIPE_LIMITS.lines),
});
export type NutritionPreviewBody = z.infer<typeof nutritionPreviewBody>;
