import type { RecipeNutritionView } from "@schema/api/answers/recipe-nutrition";
import type { recipeNutrition } from "@schema/db/recipe-nutrition";

type Row = Pick<typeof recipeNutrition.$inferSelect, "label" | "computedAt">;

/**
 * The recipe read's nutrition from the stored label. Only computed figures exist so far, so
 * they are both the shown and the `computed` ones. A label that is incomplete, or counted
 * nothing, is not shown: a number that looks exact would mislead.
 */
export function nutritionView(row: Row | undefined): RecipeNutritionView | null {
  if (!row) return null;
  const { label, computedAt } = row;
  const perServing = label.perServing as RecipeNutritionView["perServing"];
  const whole = label.whole as RecipeNutritionView["whole"];
  return {
    shown: label.coverage.countedLines > 0 && !label.incomplete,
    source: "computed",
    servings: label.servings,
    perServing,
    whole,
    coverage: {
      countedLines: label.coverage.countedLines,
      totalLines: label.coverage.totalLines,
      measuredLines: label.coverage.measuredLines,
      uncounted: label.coverage.uncounted.map(({ usageId, name, reason }) => ({
        ingredientUsageId: usageId,
        name,
        reason,
      })),
    },
    incomplete: label.incomplete,
    computed: { perServing, whole, computedAt: computedAt.toISOString() },
  };
}
