import type { UnitView } from "@schema/api/public-read";
import { parseQuantity } from "./quantity-input";
import type { IngredientGroupForm } from "./recipe-form";

/**
 * The unit as the editor writes it: its abbreviation, else its title, plural above one as
 * the recipe page has it ("2 cloves garlic"); size words never take a plural ("3 large").
 */
function unitText(unit: UnitView, quantity: string): string {
  if (unit.abbreviation) return unit.abbreviation;
  const amount = parseQuantity(quantity);
  const many = amount.ok && (amount.max ?? amount.min ?? 0) > 1;
  return many && unit.kind !== "size" ? unit.pluralTitle : unit.title;
}

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
      const label = [line.quantity.trim(), unit ? unitText(unit, line.quantity) : "", name]
        .filter(Boolean)
        .join(" ");
      return { id: line.id, label: label || `Ingredient ${n}` };
    }),
  );
}
