import { browserStorage } from "../browser-storage";
import { isServingMultiplier, type ServingMultiplier } from "../recipe/servings";
import { cookPlaceKey } from "./cook-place-key";

/**
 * Where a reader is in a recipe's cook mode, kept in this browser (localStorage) per recipe, so
 * a reload (a phone that dropped the tab while its owner stirred) lands on the same step, and
 * in cook mode again, at the same scale, when the reader had not left it (the page itself
 * starts at 1× on every load; the units are the page's own remembered choice). A place is kept for COOK_PLACE_DAYS
 * (long enough for an overnight dough), then forgotten: a recipe opened weeks later starts at
 * its first step. Finishing the last step forgets it at once.
 */

export const COOK_PLACE_DAYS = 3;
const MAX_AGE_MS = COOK_PLACE_DAYS * 24 * 60 * 60 * 1000;
const KEY_PREFIX = cookPlaceKey("");

export type CookPlace = {
  stepId: string;
  /** Cook mode was open when the reader was last here: it opens again on arrival. */
  open: boolean;
  /** The servings multiplier the reader was cooking at. */
  multiplier: ServingMultiplier;
  savedAt: number;
};

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

function parsePlace(raw: string | null, now: number): CookPlace | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { stepId, open, multiplier, savedAt } = value as Record<string, unknown>;
    if (typeof stepId !== "string" || typeof open !== "boolean" || typeof savedAt !== "number") {
      return null;
    }
    if (!isServingMultiplier(multiplier)) return null;
    if (now - savedAt > MAX_AGE_MS || savedAt > now + MAX_AGE_MS) return null;
    return { stepId, open, multiplier, savedAt };
  } catch {
    return null;
  }
}

export function readPlace(
  recipeId: string,
  store: Store | null = browserStorage("localStorage"),
  now = Date.now(),
): CookPlace | null {
  try {
    return parsePlace(store?.getItem(cookPlaceKey(recipeId)) ?? null, now);
  } catch {
    return null;
  }
}

/** Saves the place, and drops other recipes' places that have run out. */
export function savePlace(
  recipeId: string,
  place: Omit<CookPlace, "savedAt">,
  store: Store | null = browserStorage("localStorage"),
  now = Date.now(),
) {
  if (!store) return;
  try {
    store.setItem(cookPlaceKey(recipeId), JSON.stringify({ ...place, savedAt: now }));
    const stale: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(KEY_PREFIX) && !parsePlace(store.getItem(key), now)) stale.push(key);
    }
    for (const key of stale) store.removeItem(key);
  } catch {
    // Storage full or refused: cook mode works on, it only forgets the place on reload.
  }
}

export function forgetPlace(
  recipeId: string,
  store: Store | null = browserStorage("localStorage"),
) {
  try {
    store?.removeItem(cookPlaceKey(recipeId));
  } catch {
    // As above: nothing to keep then.
  }
}

/** The step to begin at: the kept one while the recipe still has it, else the first. */
export function startIndex(stepIds: string[], place: CookPlace | null): number {
  const index = place ? stepIds.indexOf(place.stepId) : -1;
  return Math.max(index, 0);
}
