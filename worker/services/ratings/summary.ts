import type { CardRating, RatingSummary } from "@schema/api/ratings";
import { recipeRatings, recipeRatingTotals } from "@schema/db/ratings";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../env";

/** The average the page shows: one decimal, from the kept count and sum. */
export const averageOf = (count: number, sum: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

const totalsOf = (db: Db, recipeId: string | SQL) =>
  db
    .select({
      count: recipeRatingTotals.ratingCount,
      sum: recipeRatingTotals.ratingSum,
      reviews: recipeRatingTotals.reviewCount,
    })
    .from(recipeRatingTotals)
    .where(eq(recipeRatingTotals.recipeId, recipeId));

const starsOf = (db: Db, recipeId: string | SQL, userId: string | SQLWrapper) =>
  db
    .select({ stars: recipeRatings.stars })
    .from(recipeRatings)
    .where(and(eq(recipeRatings.recipeId, recipeId), eq(recipeRatings.userId, userId)));

/**
 * The two reads of a recipe's summary, for a batch of the caller's: its totals and the
 * viewer's own stars. The recipe page's read carries them (recipes/detail.ts), so a page
 * view spends no round trip of its own on them.
 */
export const ratingQueries = (db: Db, recipeId: string | SQL, userId: string | SQLWrapper) =>
  [totalsOf(db, recipeId), starsOf(db, recipeId, userId)] as const;

type RatingRows = readonly [
  totals: readonly { count: number; sum: number; reviews: number }[],
  mine: readonly { stars: number }[],
];

/** The summary of ratingQueries' rows. */
export function ratingOf([totals, mine]: RatingRows): RatingSummary {
  const count = totals[0]?.count ?? 0;
  return {
    average: averageOf(count, totals[0]?.sum ?? 0),
    count,
    reviewCount: totals[0]?.reviews ?? 0,
    mine: mine[0]?.stars ?? null,
  };
}

/** The recipe's summary as `viewerId` sees it (mine: their stars), in one round trip. */
export async function ratingSummary(
  db: Db,
  recipeId: string,
  viewerId: string | null,
): Promise<RatingSummary> {
  // Nobody's id for an anonymous viewer: the lookup then matches no row.
  return ratingOf(await db.batch(ratingQueries(db, recipeId, viewerId ?? "")));
}

/**
 * A card's totals, read in the card's own statement (recipe-cards.ts cardExtras) as
 * `[count, sum]`; null when the recipe has no counted rating.
 */
export const cardRatingJson = (outerRecipeId: ReturnType<typeof sql>) =>
  sql<string | null>`(select json_array(rt.rating_count, rt.rating_sum)
    from ${recipeRatingTotals} as rt
    where rt.recipe_id = ${outerRecipeId} and rt.rating_count > 0)`;

export function cardRatingOf(json: string | null): CardRating | null {
  if (json === null) return null;
  const [count, sum] = JSON.parse(json) as [number, number];
  const average = averageOf(count, sum);
  return average === null ? null : { average, count };
}

/**
 * Average of the counted ratings, for ordering ("Top rated"); a recipe without any sorts
 * after every rated one. `4 stars and up` is this at 4 or more.
 */
export const averageSql = (outerRecipeId: ReturnType<typeof sql>) =>
  sql<number | null>`(select cast(rt.rating_sum as real) / rt.rating_count
    from ${recipeRatingTotals} as rt
    where rt.recipe_id = ${outerRecipeId} and rt.rating_count > 0)`;
