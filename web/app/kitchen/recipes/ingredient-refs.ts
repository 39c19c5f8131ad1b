import type { UnitView } from "@schema/api/public-read";
import type { IngredientGroupForm } from "./recipe-form";

/**
 * This recipe's ingredient lines as the step editor's "Ingredient" menu lists them:
 * "1 1/2 cups flour" (what the author typed, the unit, the ingredient).
 */
export function ingredientRefs(
  groups: readonly IngredientGroupForm[],
  unitsById: ReadonlyMap<string, UnitView>,
  ingredientTitles: ReadonlyMap<string, string>,
): { id: string; label: string }[] {
  let n = 0;
  return groups.flatMap((group) =>
    group.lines.map((line) => {
      n += 1;
      const unit = line.unitId ? unitsById.get(line.unitId) : undefined;
      const name =
        line.ingredientTitleOverride.trim() || ingredientTitles.get(line.ingredientId) || "";
      const unitText = unit ? (unit.abbreviation ?? unit.title) : "";
      const label = [line.quantity.trim(), unitText, name].filter(Boolean).join(" ");
      return { id: line.id, label: label || `Ingredient ${n}` };
    }),
  );
}
