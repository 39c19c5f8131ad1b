/**
 * Where a recipe's cook-mode place is stored, and a cheap look at it for the recipe page: the
 * page carries only this, and fetches cook-place.ts (which reads and checks the place properly)
 * with cook mode's code when the reader may have left cook mode open on this recipe.
 */
export const cookPlaceKey = (recipeId: string) => `cook-place:${recipeId}`;

/** Whether the store holds a place for the recipe that was left open (unchecked, unaged). */
export function mayResumeCookMode(
  recipeId: string,
  store: Pick<Storage, "getItem"> | null = null,
): boolean {
  try {
    const from = store ?? window.localStorage;
    return from.getItem(cookPlaceKey(recipeId))?.includes('"open":true') ?? false;
  } catch {
    return false;
  }
}
