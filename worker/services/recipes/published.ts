import { type Recipe, recipes } from "@schema/db/recipes";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { notFound } from "../../errors";
import { publishedOn } from "./cards";

/**
 * A recipe visitors may act on (bookmark, comment): published, on this site. A draft or
 * another site's recipe is as missing as a made-up id.
 */
export async function getPublishedRecipe(
  db: Db,
  siteId: string,
  recipeId: string,
): Promise<Recipe> {
  const [recipe] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), publishedOn(siteId)))
    .limit(1);
  if (!recipe) throw notFound("Recipe");
  return recipe;
}
