import type { Recipe } from "@schema/db/recipes";
import { ApiError } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { recipeAccess, viewerRights } from "../recipes/entitlement";
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
  dbs: SiteDbs,
  site: Site,
  userId: string,
  recipeId: string,
): Promise<Recipe> {
  const [recipe, rights] = await Promise.all([
    getPublishedRecipe(dbs.site, site.id, recipeId),
    viewerRights(dbs, site.id, userId, recipeId),
  ]);
  if (rights.manager) throw new ApiError("forbidden", OWN_SITE_MESSAGE);
  if (!recipeAccess(recipe.privacySetting, rights, false).full) {
    throw new ApiError("forbidden", LOCKED_MESSAGE);
  }
  return recipe;
}
