import type { RecipeEditor } from "@schema/api/recipe-editors";

/**
 * What the recipe editor's "open elsewhere" notice, its route (recipe-editors.server.ts) and
 * the recipe list share: the route's address and the words for who else has a recipe open.
 */

/** The route, beside the recipe editor's: a POST says this tab has it open, or has left. */
export const recipeEditorsPath = (siteSlug: string, recipeId: string) =>
  `/kitchen/${encodeURIComponent(siteSlug)}/recipes/${recipeId}/editors`;

const listed = (names: string[]) =>
  names.length <= 2
    ? names.join(" and ")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** The people named in editors other than the reader's own tabs, each once. */
const namesOf = (editors: readonly RecipeEditor[]) => [
  ...new Set(editors.filter((editor) => !editor.you).map((editor) => editor.name)),
];

/**
 * The recipe list's word on a recipe someone else has open now: "Being edited by Jess Huang".
 * Not the reader's own tabs: the list loads before the editor it was reached from closes, so
 * it would name the recipe just left. The editor's own notice tells of those.
 */
export function openNowText(editors: readonly RecipeEditor[]): string | null {
  const names = namesOf(editors);
  return names.length ? `Being edited by ${listed(names)}` : null;
}

/**
 * "Jess Huang is also editing this recipe", "You have this recipe open in another tab too",
 * or both; null when no one else has it open. Each person is named once, whatever the number
 * of their tabs.
 */
export function otherEditorsSentence(editors: readonly RecipeEditor[]): string | null {
  const names = namesOf(editors);
  const mine = editors.some((editor) => editor.you);
  if (!names.length && !mine) return null;
  if (!names.length) {
    return "You also have this recipe open in another tab or on another device.";
  }
  const others = `${listed(names)} ${names.length === 1 ? "is" : "are"} also editing this recipe`;
  return mine ? `${others}, and you have it open elsewhere too.` : `${others}.`;
}
