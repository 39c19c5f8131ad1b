import { recipes } from "@schema/db/recipes";
import { and, desc, eq, inArray, isNotNull, ne, type SQL, sql } from "drizzle-orm";
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
 * How many of the site's newest recipes "More recipes" ranks: ranking every recipe of the site
 * made each recipe page read a row per recipe the site has (802 rows on a 262-recipe site in
 * scripts/capacity/rows-read.ts); the newest 60 keep the reads to what the page shows.
 */
export const MORE_RECIPES_CANDIDATES = 60;

/**
 * "More recipes" under a recipe: other published recipes among the site's newest, those
 * sharing a category or cuisine first, newest first within each. The ids come as SQL
 * (subqueries), so this runs in the recipe page's one batch, and each row brings its card's
 * cover and terms (cardOf makes the card) so no second round trip is needed.
 */
export function moreRecipeRows(db: Db, siteId: SQL, recipeId: SQL) {
  const related = sql`(${sharesTerm("categories", recipeId)} or ${sharesTerm("cuisines", recipeId)})`;
  const newest = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt), ne(recipes.id, recipeId)),
    )
    .orderBy(desc(recipes.publishedAt), desc(recipes.id))
    .limit(MORE_RECIPES_CANDIDATES);
  const order = [desc(related), desc(recipes.publishedAt), desc(recipes.id)];
  // Ranked by id first: SQLite works out every selected column of every row it sorts, and a
  // card's cover and terms are subqueries, so only the chosen six are made into cards.
  const chosen = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(inArray(recipes.id, newest))
    .orderBy(...order)
    .limit(MORE_RECIPES);
  return db
    .select({ ...cardColumns, ...cardExtras })
    .from(recipes)
    .where(inArray(recipes.id, chosen))
    .orderBy(...order);
}
