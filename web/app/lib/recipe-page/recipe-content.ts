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

export type RecipeTime = {
  key: "prep" | "cook" | "custom" | "total";
  label: string;
  minutes: number;
};

type Timed = Pick<
  RecipeDetail,
  "prepTimeMinutes" | "cookTimeMinutes" | "customTimeMinutes" | "customTimeLabel"
>;

const positive = (minutes: number | null): minutes is number => minutes !== null && minutes > 0;

/** The sum of every stated time; 0 when none is stated. */
export function totalMinutes(recipe: Timed): number {
  return [recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.customTimeMinutes]
    .filter(positive)
    .reduce((sum, minutes) => sum + minutes, 0);
}

/**
 * The times line: prep, cook, the creator's own (e.g. "Rest"), and a total when it adds
 * something (with one stated time the total would only repeat it).
 */
export function recipeTimes(recipe: Timed): RecipeTime[] {
  const times: RecipeTime[] = [];
  if (positive(recipe.prepTimeMinutes))
    times.push({ key: "prep", label: "Prep", minutes: recipe.prepTimeMinutes });
  if (positive(recipe.cookTimeMinutes))
    times.push({ key: "cook", label: "Cook", minutes: recipe.cookTimeMinutes });
  if (positive(recipe.customTimeMinutes)) {
    const label = recipe.customTimeLabel?.trim() || "Other";
    times.push({ key: "custom", label, minutes: recipe.customTimeMinutes });
  }
  if (times.length > 1) times.push({ key: "total", label: "Total", minutes: totalMinutes(recipe) });
  return times;
}

/** The id a step has in the page, for links (#step-…) and the structured data. */
export const stepAnchor = (instructionId: string) => `step-${instructionId}`;
