import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { ActionFailure } from "../shared/action-result";

/** What the recipe editor's action answers (routes/kitchen.$site.recipes.$recipeId.tsx). */
export type RecipeActionResult = { ok: true; recipe: ManageRecipe } | RecipeActionFailure;

export type RecipeActionFailure = ActionFailure & {
  /** On 412 edited_elsewhere: the recipe as it was saved elsewhere meanwhile. */
  current?: ManageRecipe;
};

export type RecipeIntent = "save" | "publish" | "unpublish" | "delete";
