import { ratingResponse } from "@schema/api/answers/ratings";
import { myRatingParam, type RatingResponse, rateBody, ratingQuery } from "@schema/api/ratings";
import { Hono } from "hono";
import { type SiteVisitorEnv, signedInVisitor, siteVisitor } from "../middleware/site-visitor";
import { answers } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { ratingSummary } from "../services/ratings/summary";
import { rateRecipe, removeRating } from "../services/ratings/writes";
import { getPublishedRecipe } from "../services/recipes/published";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

/**
 * A recipe's star ratings: /api/v1/site/{siteSlug}/ratings… (services/ratings/CONTEXT.md).
 * Each call answers with the recipe's summary as the caller sees it, so the page replaces
 * its stars from the answer.
 */
export const siteRatings = new Hono<SiteVisitorEnv>()
  .get(
    "/:siteSlug/ratings",
    answers(
      200,
      ratingResponse,
      "The recipe's rating: average, count, reviews, and the viewer's own stars",
    ),
    siteVisitor(),
    validate("query", ratingQuery),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const recipe = await getPublishedRecipe(dbs.site, site.id, c.req.valid("query").recipeId);
      const rating = await ratingSummary(dbs.site, recipe.id, viewer?.user.id ?? null);
      // Read apart from the cached recipe so a page's stars are fresh: never kept here.
      c.header("Cache-Control", PERSONAL);
      return c.json({ rating } satisfies RatingResponse);
    },
  )
  .put(
    "/:siteSlug/ratings",
    answers(200, ratingResponse, "Rated (or the stars changed): the recipe's rating"),
    signedInVisitor(),
    validate("json", rateBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      await enforceAbuseLimit(c.env, "rating", { person: viewer.user.id, ip: clientIp(c) });
      const rating = await rateRecipe(dbs, site, viewer, c.req.valid("json"));
      return c.json({ rating } satisfies RatingResponse);
    },
  )
  .delete(
    "/:siteSlug/ratings/:recipeId",
    answers(200, ratingResponse, "The viewer's rating taken back: the recipe's rating"),
    signedInVisitor(),
    validate("param", myRatingParam),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      await enforceAbuseLimit(c.env, "rating", { person: viewer.user.id, ip: clientIp(c) });
      const rating = await removeRating(dbs.site, site, viewer, c.req.valid("param").recipeId);
      return c.json({ rating } satisfies RatingResponse);
    },
  );
