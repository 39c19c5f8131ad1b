import { recipes } from "@schema/db/recipes";
import { and, desc, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { cardColumns, cardExtras } from "./cards";
import { taxonomyTables } from "./taxonomy-tables";

export const MORE_RECIPES = 6;

/** 1 when the candidate shares a term of this filter kind with the recipe, else 0. */
const sharesTerm = (kind: "categories" | "cuisines", recipeId: SQL) => {
  const { link } = taxonomyTables[kind];
  return sql`exists (select 1 from ${link} theirs join ${link} ours
    on ours.${sql.identifier(link.taxonomyId.name)} = theirs.${sql.identifier(link.taxonomyId.name)}
    where theirs.recipe_id = ${recipes.id} and ours.recipe_id = ${recipeId})`;
};

/**
 * "More recipes" under a recipe: other published recipes of the same site, those sharing a
 * category or cuisine first, newest first within each. The ids come as SQL (subqueries), so
 * this runs in the recipe page's one batch, and each row brings its card's cover and terms
 * (cardOf makes the card) so no second round trip is needed.
 */
export function moreRecipeRows(db: Db, siteId: SQL, recipeId: SQL) {
  const related = sql`(${sharesTerm("categories", recipeId)} or ${sharesTerm("cuisines", recipeId)})`;
  return db
    .select({ ...cardColumns, ...cardExtras })
    .from(recipes)
    .where(
      and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt), ne(recipes.id, recipeId)),
    )
    .orderBy(desc(related), desc(recipes.publishedAt), desc(recipes.id))
    .limit(MORE_RECIPES);
}
