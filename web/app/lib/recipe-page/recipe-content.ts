import type {
  IngredientUsageGroupView,
  IngredientUsageView,
  InstructionGroupView,
  RecipeDetail,
} from "@schema/api/public-read";
import { displayUsage, type MeasurementSystem } from "../recipe/convert";
import { plainTextOf } from "../recipe/plain-text";

/**
 * What of a recipe's lists the page shows, and how an ingredient line reads as text. Shared
 * by the page, the print view and the structured data, so all three agree.
 */

/** docs/spec/visitor-experience.md §5: a line without an ingredient or a name is hidden. */
export function isVisibleUsage(usage: IngredientUsageView): boolean {
  return usage.ingredient !== null || Boolean(usage.ingredientTitleOverride?.trim());
}

/** docs/spec/visitor-experience.md §5: groups whose items are all hidden are not shown. */
export function visibleIngredientGroups(
  groups: IngredientUsageGroupView[],
): IngredientUsageGroupView[] {
  return groups
    .map((group) => ({ ...group, ingredientUsages: group.ingredientUsages.filter(isVisibleUsage) }))
    .filter((group) => group.ingredientUsages.length > 0);
}

/**
 * docs/spec/visitor-experience.md §5: a step with no content is hidden, and so is a group left
 * empty.
 */
export function visibleInstructionGroups(groups: InstructionGroupView[]): InstructionGroupView[] {
  return groups
    .map((group) => ({
      ...group,
      instructions: group.instructions.filter(
        (instruction) => plainTextOf(instruction.content).length > 0,
      ),
    }))
    .filter((group) => group.instructions.length > 0);
}

/**
 * The recipe with only what its page shows (the loader sends this): the hidden lines and
 * empty steps never travel, and the browser needs no code to leave them out.
 */
export function withVisibleContent<
  R extends Pick<RecipeDetail, "ingredientUsageGroups" | "instructionGroups">,
>(recipe: R): R {
  return {
    ...recipe,
    ingredientUsageGroups: visibleIngredientGroups(recipe.ingredientUsageGroups),
    instructionGroups: visibleInstructionGroups(recipe.instructionGroups),
  };
}

export type LineOptions = { multiplier: number; system: MeasurementSystem };

/** "1½ cups flour": the line's amount and name, scaled and converted. */
export function ingredientLineText(usage: IngredientUsageView, options: LineOptions): string {
  const { quantity, unit, ingredient } = displayUsage(usage, options);
  return [quantity, unit, ingredient].filter(Boolean).join(" ");
}

/** Every visible usage by id, for ingredient references inside step text. */
export function usagesById(groups: IngredientUsageGroupView[]): Map<string, IngredientUsageView> {
  return new Map(
    groups.flatMap((group) => group.ingredientUsages.map((usage) => [usage.id, usage] as const)),
  );
}

/** The id a step has in the page, for links (#step-…) and the structured data. */
export const stepAnchor = (instructionId: string) => `step-${instructionId}`;
