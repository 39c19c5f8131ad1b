import { z } from "zod";
import { nutrientsView, recipeNutritionView } from "./recipe-nutrition";

/** Answer shapes of the kitchen's nutrition calls (worker/routes/manage-nutrition.ts). */

export const foodView = z
  .object({
    ndb: z.string().describe("USDA SR26 NDB number"),
    description: z.string().describe('USDA\'s description, e.g. "Egg, whole, raw, fresh"'),
  })
  .meta({ id: "UsdaFood" });

export const foodSearchResponse = z.object({ foods: z.array(foodView) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponse>;

export const ingredientFoodResponse = z.object({
  ingredient: z.object({
    id: z.uuid(),
    title: z.string(),
    food: foodView.nullable().describe("The food its lines count as; null: not counted"),
  }),
  recomputedRecipes: z
    .number()
    .int()
    .describe("How many of the site's recipes had their label recomputed"),
});
export type IngredientFoodResponse = z.infer<typeof ingredientFoodResponse>;

const coverage = recipeNutritionView.shape.coverage;

export const nutritionPreviewResponse = z.object({
  label: z.object({
    servings: z.number().nullable(),
    perServing: nutrientsView.nullable(),
    whole: nutrientsView,
    coverage: coverage.extend({
      uncounted: z.array(
        z.object({
          key: z.string(),
          name: z.string(),
          reason: z.enum(["no-quantity", "no-food", "no-weight"]),
        }),
      ),
    }),
    incomplete: z.boolean(),
  }),
  lines: z
    .array(
      z.object({
        key: z.string(),
        food: foodView,
        grams: z.number(),
        calories: z.number(),
        implausible: z.boolean().describe("Over 20 kg: counted as written, worth a check"),
      }),
    )
    .describe("Each counted line: the food it counted as, its weight and its calories"),
});
export type NutritionPreviewResponse = z.infer<typeof nutritionPreviewResponse>;
