import type { UnitView } from "@schema/api/public-read";
import { plainTextOf } from "../../lib/recipe/plain-text";
import { ingredientRefs } from "./ingredient-refs";
import type { IngredientGroupForm, InstructionGroupForm, RecipeForm } from "./recipe-form";
import type { VersionPart } from "./recipe-version";

/**
 * A version's ingredients and steps as plain text, for reading it in the History dialog:
 * lines labelled as the step editor's mentions label them ("1 1/2 c flour, sifted"), steps
 * with their measurements and the lines they mention written out; and its writing, field by
 * field.
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
  // A preparation's measurements name their units ("½ inch thick"), as on the recipe page.
  const units = [...unitsById.values()];
  return groups.map((group) => ({
    id: group.id,
    title: group.title.trim(),
    items: group.lines.map((line) => {
      const preparation = plainTextOf(line.preparation, { units });
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

/** One field of the recipe's writing, named as the editor names it. */
export type WritingField = {
  label: string;
  /** The part of the recipe it belongs to (recipe-version.ts). */
  part: VersionPart;
  /** Rich text, whose formatting and links the plain text leaves out. */
  rich: boolean;
  text: string;
};

export function writingText(
  form: RecipeForm,
  units: UnitView[],
  lineLabels: ReadonlyMap<string, string>,
): WritingField[] {
  const ingredientReference = (id: string) => lineLabels.get(id) ?? "";
  return [
    { label: "Title", part: "title", rich: false, text: form.title.trim() },
    {
      label: "Description",
      part: "description",
      rich: true,
      text: plainTextOf(form.description, { units }),
    },
    { label: "Story excerpt", part: "story", rich: false, text: form.storyExcerpt },
    { label: "Story, continued", part: "story", rich: false, text: form.storyMore },
    {
      label: "Note",
      part: "note",
      rich: true,
      text: plainTextOf(form.note, { units, ingredientReference }),
    },
  ];
}
