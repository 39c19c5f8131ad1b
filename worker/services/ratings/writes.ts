import type { RatingSummary } from "@schema/api/ratings";
import { recipeRatings } from "@schema/db/ratings";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import type { SiteDbs } from "../../lib/site-databases";
import type { Session } from "../identity/sessions";
import { getPublishedRecipe } from "../recipes/published";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import { rateableRecipe } from "./rules";
import { ratingSummary } from "./summary";

type RatingRow = {
  siteId: string;
  recipeId: string;
  userId: string;
  stars: number;
  /** The review posted with these stars; undefined keeps the review the rating had. */
  commentId?: string;
};

/**
 * The statement that writes a person's rating of a recipe: a new one, or new stars (and,
 * with a new review, the link to it) on the one they gave before. Never moves the site's
 * content version (CONTEXT.md "Boundaries"); the triggers move the totals in the same
 * statement. For a caller's batch (a comment posted with stars) or on its own.
 */
export function ratingUpsert(db: Db, row: RatingRow) {
  const review = row.commentId === undefined ? {} : { commentId: row.commentId, counted: true };
  return db
    .insert(recipeRatings)
    .values({
      siteId: row.siteId,
      recipeId: row.recipeId,
      userId: row.userId,
      stars: row.stars,
      commentId: row.commentId ?? null,
    })
    .onConflictDoUpdate({
      target: [recipeRatings.recipeId, recipeRatings.userId],
      set: { stars: row.stars, updatedAt: new Date(), ...review },
    });
}

/** PUT site/{siteSlug}/ratings: rates, or changes the stars; answers the new summary. */
export async function rateRecipe(
  dbs: SiteDbs,
  site: Site,
  viewer: Session,
  input: { recipeId: string; stars: number },
): Promise<RatingSummary> {
  const recipe = await rateableRecipe(dbs, site, viewer.user.id, input.recipeId);
  await ensurePersonAnchor(dbs, viewer.user.id);
  await ratingUpsert(dbs.site, {
    siteId: site.id,
    recipeId: recipe.id,
    userId: viewer.user.id,
    stars: input.stars,
  });
  return ratingSummary(dbs.site, recipe.id, viewer.user.id);
}

/**
 * DELETE site/{siteSlug}/ratings/{recipeId}: takes the viewer's rating back (its review,
 * if any, stays as a comment). Idempotent; another site's or a draft recipe is 404.
 */
export async function removeRating(
  db: Db,
  site: Site,
  viewer: Session,
  recipeId: string,
): Promise<RatingSummary> {
  const recipe = await getPublishedRecipe(db, site.id, recipeId);
  await db
    .delete(recipeRatings)
    .where(
      and(
        eq(recipeRatings.siteId, site.id),
        eq(recipeRatings.recipeId, recipe.id),
        eq(recipeRatings.userId, viewer.user.id),
      ),
    );
  return ratingSummary(db, recipe.id, viewer.user.id);
}
