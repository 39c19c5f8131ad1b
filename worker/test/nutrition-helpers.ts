import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { reference } from "@schema/reference/index";
import { eq } from "drizzle-orm";
import { siteDb } from "./factories";

/** The reference catalogue's id of an ingredient or unit slug (loadReferenceCatalogues). */
export const refId = (list: "ingredients" | "units", slug: string) => {
  const found = reference[list].find((item) => item.slug === slug);
  if (!found) throw new Error(`no ${list} ${slug}`);
  return found.id;
};

/** A recipe line of `grams` grams of an ingredient row's id. */
export const gramsLine = (grams: number, ingredientId: string, extra: object = {}) => ({
  quantityMin: grams,
  unitId: refId("units", "gram"),
  ingredientId,
  ...extra,
});

/** A recipe's stored nutrition row, from its site's database. */
export async function nutritionRowOf(siteId: string, recipeId: string) {
  const database = await siteDb(siteId);
  const [row] = await database
    .select()
    .from(recipeNutrition)
    .where(eq(recipeNutrition.recipeId, recipeId));
  return row;
}
