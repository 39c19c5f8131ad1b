import type { Recipe } from "@schema/db/recipes";
import type { Db } from "../../env";
import { ApiError } from "../../errors";
import { recipeAccess, rightsOf, viewerRightsQueries } from "../recipes/entitlement";
import { getPublishedRecipe } from "../recipes/published";
import type { Site } from "../sites/lookup";

export const OWN_SITE_MESSAGE = "You can't rate the recipes of a site you run.";
export const LOCKED_MESSAGE =
  "Only subscribers with full access can rate this recipe. Subscribe to read and rate it.";

/**
 * The recipe a person may rate (CONTEXT.md "Who may rate"): published on this site (else
 * 404), readable in full by them (else 403), and not their own site's (403).
 */
export async function rateableRecipe(
  db: Db,
  site: Site,
  userId: string,
  recipeId: string,
): Promise<Recipe> {
  const [recipe, [membership, paid, gifted]] = await Promise.all([
    getPublishedRecipe(db, site.id, recipeId),
    db.batch(viewerRightsQueries(db, site.id, userId, recipeId)),
  ]);
  const rights = rightsOf(membership, paid, gifted);
  if (rights.manager) throw new ApiError("forbidden", OWN_SITE_MESSAGE);
  if (!recipeAccess(recipe.privacySetting, rights, false).full) {
    throw new ApiError("forbidden", LOCKED_MESSAGE);
  }
  return recipe;
}
