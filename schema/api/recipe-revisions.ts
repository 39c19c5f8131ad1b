import { z } from "zod";
import { recipeParam } from "./manage-recipes";

/** How many versions a recipe keeps: the oldest beyond it are let go as new ones come. */
export const RECIPE_REVISIONS_KEPT = 50;

/**
 * A run of saves by one person within this long of its first is one version: a draft
 * autosaves seconds apart, and each keystroke's state is not a version worth going back to.
 */
export const REVISION_WINDOW_MINUTES = 10;

/** GET manage/{siteSlug}/recipes/{recipeId}/revisions/{revisionId} */
export const revisionParam = recipeParam.extend({ revisionId: z.uuid() });

/* The answers are zod schemas in ./answers/recipe-revisions.ts, the OpenAPI document's; their
   types are re-exported here. */
export type {
  RecipeRevisionResponse,
  RecipeRevisionSummary,
  RecipeRevisionsResponse,
  RecipeVersion,
} from "./answers/recipe-revisions";
