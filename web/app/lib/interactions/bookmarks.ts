/**
 * Bookmarks on a site (docs/spec/visitor-experience.md §4 "Bookmark"): the page keeps the viewer's
 * bookmarked recipe ids; a toggle flips the one recipe at once (optimistically), and the API's
 * answer then replaces the whole list.
 */
export const isSaved = (bookmarks: readonly string[], recipeId: string) =>
  bookmarks.includes(recipeId);

export function toggledBookmarks(
  bookmarks: readonly string[],
  recipeId: string,
  save: boolean,
): string[] {
  const others = bookmarks.filter((id) => id !== recipeId);
  return save ? [...others, recipeId] : others;
}

export const BOOKMARK_TEXT = {
  save: "Save",
  saved: "Saved",
  toast: "Recipe saved",
  viewBookmarks: "View Bookmarks",
  promptTitle: "Save this recipe",
  promptBody: "Create a free account or sign in to save recipes and find them again later.",
  failed: "Could not update your bookmarks. Please try again.",
} as const;
