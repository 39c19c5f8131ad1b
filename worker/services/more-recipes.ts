import { and, desc, ne, sql } from "drizzle-orm";
import type { RecipeCard } from "../../schema/api/public-read";
import { recipes } from "../../schema/db/recipes";
import type { Db } from "../env";
import { cardColumns, publishedOn, recipeCards } from "./recipe-cards";
import { taxonomyTables } from "./taxonomy-tables";

export const MORE_RECIPES = 6;

/** 1 when the candidate shares a term of this filter kind with the recipe, else 0. */
const sharesTerm = (kind: "categories" | "cuisines", recipeId: string) => {
  const { link } = taxonomyTables[kind];
  return sql`exists (select 1 from ${link} theirs join ${link} ours
    on ours.${sql.identifier(link.taxonomyId.name)} = theirs.${sql.identifier(link.taxonomyId.name)}
    where theirs.recipe_id = ${recipes.id} and ours.recipe_id = ${recipeId})`;
};

/**
 * "More recipes" under a recipe: other published recipes of the same site, those sharing a
 * category or cuisine first, newest first within each.
 */
export async function moreRecipes(db: Db, siteId: string, recipeId: string): Promise<RecipeCard[]> {
  const related = sql`(${sharesTerm("categories", recipeId)} or ${sharesTerm("cuisines", recipeId)})`;
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .where(and(publishedOn(siteId), ne(recipes.id, recipeId)))
    .orderBy(desc(related), desc(recipes.publishedAt), desc(recipes.id))
    .limit(MORE_RECIPES);
  return recipeCards(db, rows);
}
