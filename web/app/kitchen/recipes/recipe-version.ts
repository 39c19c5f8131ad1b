import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { RecipeVersion } from "@schema/api/recipe-revisions";
import { formFromRecipe, type RecipeBodyOut, type RecipeForm, toRecipeBody } from "./recipe-form";

/**
 * A version from the recipe's history (recipe-history.ts) beside what the editor holds:
 * the form it restores, and which parts of the recipe it differs in.
 */

/**
 * The editor's form as the version held the recipe. What a version does not hold (whether
 * the recipe is live) stays the recipe's own; the slug is the version's, and follows the title
 * afterwards by the same rule as a freshly opened recipe.
 */
export function formFromVersion(recipe: ManageRecipe, version: RecipeVersion): RecipeForm {
  return formFromRecipe({ ...recipe, ...version });
}

type Comparable = Omit<RecipeBodyOut, "legacyRecipeData">;

/** The parts a version is compared by, named as the editor's sections name them, in order. */
export const VERSION_PARTS = [
  ["title", ["title"]],
  ["slug", ["slug"]],
  ["description", ["description"]],
  ["story", ["storyExcerpt", "storyMore", "storyAudioKey"]],
  ["note", ["note"]],
  ["images", ["images"]],
  [
    "details",
    [
      "prepTimeMinutes",
      "cookTimeMinutes",
      "customTimeLabel",
      "customTimeMinutes",
      "yieldServings",
      "servingDescription",
      "difficultyLevel",
      "privacySetting",
      "videoId",
    ],
  ],
  ["ingredients", ["ingredientUsageGroups"]],
  ["steps", ["instructionGroups"]],
  ["nutrition", ["nutrition"]],
  ["equipment", ["equipmentUsages"]],
  [
    "categories",
    ["cuisineIds", "mealIds", "foodCategoryIds", "methodIds", "dietIds", "tagIds", "keywords"],
  ],
  ["contributors", ["contributorIds"]],
] as const satisfies readonly (readonly [string, readonly (keyof Comparable)[]])[];

export type VersionPart = (typeof VERSION_PARTS)[number][0];

/**
 * Equal as data: objects key by key whatever their order (rich text from the browser's
 * editor and from the server may list a leaf's marks in another order), arrays in order.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/** The parts in which two recipes differ, in the editor's order. */
export function differingParts(a: Comparable, b: Comparable): VersionPart[] {
  return VERSION_PARTS.filter(([, keys]) => keys.some((key) => !sameValue(a[key], b[key]))).map(
    ([part]) => part,
  );
}

/**
 * Where the version differs from the form. Both sides go through the form and back to the
 * write shape, so what the form only spells differently ("1.5" for 1 1/2, an empty rich
 * text for none) is no difference; an unsaved edit that could not be read yet is one.
 */
export function versionDifferences(
  recipe: ManageRecipe,
  version: RecipeVersion,
  form: RecipeForm,
): VersionPart[] {
  return differingParts(
    toRecipeBody(formFromVersion(recipe, version)).body,
    toRecipeBody(form).body,
  );
}

export function differencesSentence(parts: readonly VersionPart[]): string {
  return parts.length
    ? `Differs from what you are editing: ${parts.join(", ")}.`
    : "The same as what you are editing.";
}
