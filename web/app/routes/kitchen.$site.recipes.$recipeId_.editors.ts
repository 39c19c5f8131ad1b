import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { recipeEditorsAction } from "../kitchen/recipes/recipe-editors.server";

/**
 * Who else has this recipe open in the kitchen, called by the editor's script (JSON): each
 * open editor posts here every 30 s, and once more when it closes.
 */
export const action = (args: ActionFunctionArgs) => recipeEditorsAction(args);
