/**
 * Where the kitchen keeps unsaved work in this browser (kitchen/recipes/recipe-backup.ts),
 * apart from it so that signing out, from any page's account menu, can forget it without
 * loading the editor's code.
 */

const PREFIX = "kitchen-backup:";

export const backupKey = (userId: string, recipeId: string) => `${PREFIX}${userId}:${recipeId}`;

type Store = Pick<Storage, "key" | "length" | "removeItem">;

/** Every backup in this browser, whoever's: on signing out. */
export function forgetBackups(store: Store | null = null) {
  try {
    const from = store ?? window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < from.length; i++) {
      const key = from.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) from.removeItem(key);
  } catch {
    // Storage refused: there is nothing it could have kept.
  }
}
