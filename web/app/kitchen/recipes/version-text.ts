import type { UnitView } from "@schema/api/public-read";
import { plainTextOf } from "../../lib/recipe/plain-text";
import { ingredientRefs } from "./ingredient-refs";
import type { IngredientGroupForm, InstructionGroupForm } from "./recipe-form";

/**
 * A version's ingredients and steps as plain text, for reading it in the History dialog:
 * lines labelled as the step editor's mentions label them ("1 1/2 c flour, sifted"), steps
 * with their measurements and the lines they mention written out.
 */

export type TextGroup = { id: string; title: string; items: { id: string; text: string }[] };

export function ingredientsText(
  groups: readonly IngredientGroupForm[],
  unitsById: ReadonlyMap<string, UnitView>,
  ingredientTitles: ReadonlyMap<string, string>,
): TextGroup[] {
  const labels = new Map(
    ingredientRefs(groups, unitsById, ingredientTitles).map((ref) => [ref.id, ref.label]),
  );
  return groups.map((group) => ({
    id: group.id,
    title: group.title.trim(),
    items: group.lines.map((line) => {
      const preparation = plainTextOf(line.preparation);
      const label = labels.get(line.id) ?? "";
      return { id: line.id, text: preparation ? `${label}, ${preparation}` : label };
    }),
  }));
}

export function stepsText(
  groups: readonly InstructionGroupForm[],
  units: UnitView[],
  lineLabels: ReadonlyMap<string, string>,
): TextGroup[] {
  const ingredientReference = (id: string) => lineLabels.get(id) ?? "";
  return groups.map((group) => ({
    id: group.id,
    title: group.title.trim(),
    items: group.steps.map((step) => ({
      id: step.id,
      text: plainTextOf(step.content, { units, ingredientReference }) || "(No text)",
    })),
  }));
}
