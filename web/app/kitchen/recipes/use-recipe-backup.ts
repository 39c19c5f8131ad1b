import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { ImageView } from "@schema/api/public-read";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserStorage } from "../../lib/browser-storage";
import { backupKey } from "../../lib/kitchen-backups";
import { useRootData } from "../../lib/root-data";
import { type RecipeBackup, readBackup, writeBackup } from "./recipe-backup";
import { formFromRecipe, type RecipeForm, toRecipeBody } from "./recipe-form";

const store = () => browserStorage("localStorage");

/** A backup is written this long after the last change (and at once when the tab is hidden). */
const BACKUP_DELAY_MS = 1000;

const bodyJson = (form: RecipeForm) => JSON.stringify(toRecipeBody(form).body);

/**
 * Keeps the editor's unsaved work in this browser (recipe-backup.ts) and offers back what an
 * earlier visit left there: `found`, until the author takes it (`take`) or lets it go
 * (`discard`). Nothing is kept while the form says what the server holds.
 */
export function useRecipeBackup({
  recipe,
  form,
  dirty,
  imageViews,
}: {
  recipe: ManageRecipe;
  form: RecipeForm;
  dirty: boolean;
  imageViews: ReadonlyMap<string, ImageView>;
}) {
  const userId = useRootData()?.user?.id;
  const key = userId ? backupKey(userId, recipe.id) : null;
  const [found, setFound] = useState<RecipeBackup | null>(null);
  const loaded = useRef(recipe);
  // Read before the first write: the write below would otherwise clear it.
  const read = useRef(false);

  useEffect(() => {
    if (!key) return;
    const backup = readBackup(store(), key);
    read.current = true;
    if (!backup) return;
    if (bodyJson(backup.form) === bodyJson(formFromRecipe(loaded.current))) {
      writeBackup(store(), key, null); // saved after all (its answer came late)
    } else setFound(backup);
  }, [key]);

  // What to write, kept current for the write on hiding the tab.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!key || !read.current) return;
    if (!dirty) {
      pending.current = null;
      // A backup not yet answered stays until the author says what to do with it.
      if (!found) writeBackup(store(), key, null);
      return;
    }
    const write = () => {
      pending.current = null;
      writeBackup(store(), key, {
        form,
        imageViews: [...imageViews.values()],
        at: new Date().toISOString(),
        basedOn: recipe.updatedAt,
      });
    };
    pending.current = write;
    const timer = setTimeout(write, BACKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, dirty, form, imageViews, recipe.updatedAt, found]);

  // A phone may end a hidden tab without another word: write what is waiting now.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === "hidden") pending.current?.();
    };
    document.addEventListener("visibilitychange", flush);
    return () => document.removeEventListener("visibilitychange", flush);
  }, []);

  /** The backup, for the form; from now on the form's own work is what is kept. */
  const take = useCallback(() => {
    const backup = found;
    setFound(null);
    return backup;
  }, [found]);

  const discard = useCallback(() => {
    setFound(null);
    if (key && !dirty) writeBackup(store(), key, null);
  }, [key, dirty]);

  /** Leaving without saving: nothing of this form's work is kept. */
  const forget = useCallback(() => {
    pending.current = null;
    if (key) writeBackup(store(), key, null);
  }, [key]);

  return { found, take, discard, forget };
}
