import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipeHistoryLoader } from "../kitchen/recipes/recipe-history.server";

/**
 * The recipe editor's History section, called by its script (JSON): the recipe's versions,
 * or with `?revision={id}` one of them to show and restore.
 */
export const loader = (args: LoaderFunctionArgs) => recipeHistoryLoader(args);
