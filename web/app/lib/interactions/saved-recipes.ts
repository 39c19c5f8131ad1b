import { useSyncExternalStore } from "react";

/**
 * The viewer's bookmarks as the page knows them. The root loader sends the list
 * (siteUserData.bookmarks); a save or unsave answers with a newer one, kept here so every
 * Save button (and the same recipe after a client-side navigation) agrees without reloading
 * the page's data. A newer list from the root loader (a fresh load) wins again.
 */
type Store = { base: readonly string[] | null; ids: readonly string[] };

const INITIAL: Store = { base: null, ids: [] };
let store: Store = INITIAL;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Records a list that replaces what `base` (the root loader's list) said. */
export function setSavedRecipes(base: readonly string[] | null, ids: readonly string[]) {
  store = { base, ids };
  for (const listener of listeners) listener();
}

export function useSavedRecipes(rootList: readonly string[] | null): readonly string[] {
  const current = useSyncExternalStore(
    subscribe,
    () => store,
    // Never set on the server: the root loader's list is the only one there.
    () => INITIAL,
  );
  // Our list was made from this very root list: it is the newer one.
  if (rootList !== null && current.base === rootList) return current.ids;
  return rootList ?? [];
}
