import { recipeRatingTotals } from "@schema/db/ratings";
import { recipes } from "@schema/db/recipes";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import {
  type CardExtras,
  type CardRow,
  cardColumns,
  cardExtras,
  cardOf,
  publishedOn,
} from "../recipes/cards";
import { newestFirst, type SearchPlan } from "../recipes/search-pages";

/**
 * The recipe index's rating order and filter (CONTEXT.md "Totals"): both read the kept
 * totals, one row per rated recipe, never the ratings themselves.
 */

/** "4 stars and up": the average as shown (one decimal) is at least `min`. */
export const minStarsCondition = (min: number): SQL =>
  sql`${recipes.id} in (select ${recipeRatingTotals.recipeId} from ${recipeRatingTotals}
    where ${recipeRatingTotals.ratingCount} > 0
      and round(cast(${recipeRatingTotals.ratingSum} as real) / ${recipeRatingTotals.ratingCount}, 1) >= ${min})`;

/**
 * "Top rated": by average (as shown, one decimal), then by how many rated, then newest;
 * recipes nobody rated come last, newest first. Words narrow the list as a set of
 * matches (the order is the rating's, not relevance).
 */
export function topRatedPlan(
  db: Db,
  siteId: SQL,
  match: SQL | null,
  filters: SQL[],
  { limit, offset }: { limit: number; offset: number },
): SearchPlan {
  const where = and(
    publishedOn(siteId),
    ...filters,
    ...(match
      ? [
          sql`${recipes}.rowid in (select rowid from recipe_search where recipe_search match ${match})`,
        ]
      : []),
  );
  const average = sql`round(cast(${recipeRatingTotals.ratingSum} as real) / ${recipeRatingTotals.ratingCount}, 1)`;
  return {
    statements: [
      db
        .select({ ...cardColumns, ...cardExtras })
        .from(recipes)
        .leftJoin(recipeRatingTotals, eq(recipeRatingTotals.recipeId, recipes.id))
        .where(where)
        .orderBy(
          sql`coalesce(${recipeRatingTotals.ratingCount}, 0) = 0`,
          desc(average),
          desc(recipeRatingTotals.ratingCount),
          ...newestFirst,
        )
        .limit(limit)
        .offset(offset),
      db.select({ total: sql<number>`count(*)` }).from(recipes).where(where),
    ],
    read: ([rows, counted]) => ({
      recipes: (rows as (CardRow & CardExtras)[]).map(cardOf),
      total: (counted as { total: number }[])[0]?.total ?? 0,
    }),
  };
}
