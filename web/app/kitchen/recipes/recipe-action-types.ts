import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { ActionFailure } from "../shared/action-result";

/** What the recipe editor's action answers (routes/kitchen.$site.recipes.$recipeId.tsx). */
export type RecipeActionResult = { ok: true; recipe: ManageRecipe } | ActionFailure;

export type RecipeIntent = "save" | "publish" | "unpublish" | "delete";
