import { z } from "zod";

/**
 * Answer shapes of the shopping list (worker/services/shopping/CONTEXT.md). A line carries
 * what merging needs (the ingredient, the measure in ml or g, the count and its unit) beside
 * what it shows, so a list kept in a signed-out browser is the same data the account keeps.
 */

export const shoppingListSource = z.object({
  siteId: z.string().max(64),
  siteSlug: z.string().max(120),
  recipeId: z.string().max(64),
  recipeSlug: z.string().max(200),
  recipeTitle: z.string().max(300),
  amount: z.string().max(80).describe("What this recipe put on the line, as its page showed it"),
});
export type ShoppingListSource = z.infer<typeof shoppingListSource>;

export const shoppingListLine = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().max(200),
    amount: z.string().max(40).describe('As the list shows it: "1¼", "500", or empty'),
    unit: z.string().max(40),
    aisle: z.string().max(40).describe("Aisle key, from the ingredient's USDA food group"),
    aisleName: z.string().max(60),
    checked: z.boolean(),
    ingredientId: z.string().max(64).nullable(),
    measure: z.enum(["volume", "weight"]).nullable(),
    measureAmount: z
      .number()
      .nonnegative()
      .max(1e9)
      .nullable()
      .describe("The measure in ml (volume) or g (weight), what merging adds up"),
    unitId: z.string().max(64).nullable(),
    count: z.number().nonnegative().max(1e9).nullable(),
    system: z.enum(["metric", "imperial"]),
    sources: z.array(shoppingListSource).max(50),
  })
  .meta({ id: "ShoppingListLine" });
export type ShoppingListLine = z.infer<typeof shoppingListLine>;

/** Every call answers with the whole list, grouped by aisle, oldest line first in each. */
export const shoppingListResponse = z.object({ lines: z.array(shoppingListLine) });
export type ShoppingListResponse = z.infer<typeof shoppingListResponse>;
