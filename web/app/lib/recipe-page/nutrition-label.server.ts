import type { RecipeDetail } from "@schema/api/public-read";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NutritionLabel } from "../../components/recipe/NutritionLabel";
import { labelState } from "./nutrition-facts";

/**
 * The nutrition label as HTML, rendered in the loader so that the label's code stays on the
 * server: the page inserts the markup as it is (the recipe page's own script is over its
 * budget, docs/architecture.md §8). Null when there is nothing to show, and always for a
 * viewer who may not read the recipe (the API already sends them no nutrition; a label is
 * computed from the very lines the paywall hides).
 */
export function nutritionLabelHtml(recipe: RecipeDetail): string | null {
  if (!recipe.access.full || labelState(recipe.nutrition) === "none" || !recipe.nutrition) {
    return null;
  }
  return renderToStaticMarkup(
    createElement(NutritionLabel, {
      nutrition: recipe.nutrition,
      servingDescription: recipe.servingDescription,
    }),
  );
}
