import { parseAmount, parseQuantity } from "../recipes/quantity-input";
import type { IngredientGroupForm } from "../recipes/recipe-form";

/**
 * The live label's request from the editor's lines: every line (its id as the key), so the
 * answer names lines the author sees. A line whose amount does not parse yet counts as one
 * without a quantity until it does.
 */
export function previewRequest(groups: readonly IngredientGroupForm[], yieldServings: string) {
  const servings = yieldServings.trim() ? parseAmount(yieldServings) : null;
  return {
    yieldServings: servings && servings > 0 ? servings : null,
    lines: groups.flatMap((group) =>
      group.lines
        .filter((line) => line.ingredientId || line.ingredientTitleOverride.trim())
        .map((line) => {
          const quantity = parseQuantity(line.quantity);
          return {
            key: line.id,
            quantityMin: quantity.ok ? quantity.min : null,
            quantityMax: quantity.ok ? quantity.max : null,
            unitId: line.unitId || null,
            ingredientId: line.ingredientId || null,
            ingredientTitleOverride: line.ingredientTitleOverride.trim() || null,
            foodNdb: line.foodNdb || null,
          };
        }),
    ),
  };
}

/** Why a line was not counted, as the breakdown says it. */
export const UNCOUNTED_REASON = {
  "no-quantity": "no amount (to taste)",
  "no-food": "no USDA food chosen",
  "no-weight": "no known weight for this unit",
} as const;
