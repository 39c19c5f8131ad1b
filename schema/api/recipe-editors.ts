import { z } from "zod";
import { recipeParam } from "./manage-recipes";

/** How often an editor tab says it still has the recipe open. */
export const RECIPE_EDITOR_BEAT_SECONDS = 30;

/**
 * A tab not heard from for this long has closed or gone to sleep (a laptop's lid, a phone's
 * background tab): two beats and a half, so one lost or late beat does not make it vanish.
 */
export const RECIPE_EDITOR_SECONDS = 75;

/**
 * PUT and DELETE manage/{siteSlug}/recipes/{recipeId}/editors/{tabId}. The tab id is checked
 * apart from the route (`recipeEditorTabId`): a malformed recipe id is a missing recipe (404),
 * but a tab id names nothing the API holds, so a malformed one is the client's mistake (400).
 */
export const recipeEditorParam = recipeParam.extend({
  tabId: z.string().describe("A uuid the editor tab made up when it opened"),
});
export const recipeEditorTabId = z.uuid();

/* The answer is a zod schema in ./answers/recipe-editors.ts, the OpenAPI document's; its
   types are re-exported here. */
export type {
  RecipeEditor,
  RecipeEditorsResponse,
  SiteRecipeEditorsResponse,
} from "./answers/recipe-editors";
