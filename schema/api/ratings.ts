import { z } from "zod";
import { slug } from "./common";

export type { CardRating, RatingResponse, RatingSummary } from "./answers/ratings";

export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** Whole stars, 1 to 5; anything else is a 400 that says so. */
export const stars = z
  .number({ error: "Give 1 to 5 stars" })
  .int("Give whole stars, 1 to 5")
  .min(MIN_STARS, "Give at least 1 star")
  .max(MAX_STARS, "Give at most 5 stars");

/** GET site/{siteSlug}/ratings?recipeId= */
export const ratingQuery = z.object({ recipeId: z.uuid() });

/** PUT site/{siteSlug}/ratings: rates a recipe, or changes the stars given before. */
export const rateBody = z.object({ recipeId: z.uuid(), stars });
export type RateInput = z.infer<typeof rateBody>;

/** DELETE site/{siteSlug}/ratings/{recipeId}: the viewer's own rating of that recipe. */
export const myRatingParam = z.object({ siteSlug: slug, recipeId: z.uuid() });
