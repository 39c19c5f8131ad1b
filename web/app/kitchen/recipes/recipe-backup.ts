import type { ImageView } from "@schema/api/public-read";
import { type RecipeForm, toRecipeBody } from "./recipe-form";

/**
 * The recipe editor's unsaved work, kept in this browser (localStorage, per person and
 * recipe) while it is not on the server: a published recipe's edits wait for Update, and a
 * draft's for the network. A phone closes a tab in the background, a laptop's battery dies;
 * the next time the recipe is opened here, the editor offers the work back (ADR 0021).
 * Signing out forgets every backup (lib/kitchen-backups.ts, which names them).
 */

export type RecipeBackup = {
  /** The shape's version: a backup written by an older editor is not offered. */
  v: typeof VERSION;
  form: RecipeForm;
  /** The pictures the form names, for the editor to show before they are saved. */
  imageViews: ImageView[];
  /** When it was written (ISO). */
  at: string;
  /** The recipe's `updatedAt` the work was based on: another save since is said. */
  basedOn: string;
};

/** Raise it when RecipeForm changes shape: a backup of the old shape is then let go. */
const VERSION = 1;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The backup under `key`, if it is one this editor can load (else it is dropped). */
export function readBackup(store: Store | null, key: string): RecipeBackup | null {
  let text: string | null | undefined;
  try {
    text = store?.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const backup = JSON.parse(text) as RecipeBackup;
    if (backup?.v !== VERSION || typeof backup.at !== "string") throw new Error("old backup");
    toRecipeBody(backup.form); // throws on a form this editor cannot read
    return backup;
  } catch {
    writeBackup(store, key, null);
    return null;
  }
}

export function writeBackup(
  store: Store | null,
  key: string,
  backup: Omit<RecipeBackup, "v"> | null,
) {
  try {
    if (backup) store?.setItem(key, JSON.stringify({ v: VERSION, ...backup }));
    else store?.removeItem(key);
  } catch {
    // Full or switched-off storage: the editor works on, only without the safety copy.
  }
}
