import { ingredientFoods } from "./ingredient-foods";
import type { UsdaFood } from "./nutrients";
import { usdaFoods } from "./usda-foods";

/**
 * The foods the kitchen offers: the USDA SR26 foods shipped in usda-foods.ts (those the
 * catalogue maps, about 330 of SR26's 8,463). Every lookup and search goes through here, so
 * a larger set (a D1 table loaded at deploy) would change this file only.
 */

/** A food by its NDB number, or null when the kitchen does not offer it. */
export function foodByNdb(ndb: string | null | undefined): UsdaFood | null {
  if (!ndb) return null;
  return Object.hasOwn(usdaFoods, ndb) ? (usdaFoods[ndb] ?? null) : null;
}

const platformFoodNdb = new Map(ingredientFoods.map(([slug, ndb]) => [slug, ndb]));

/** The food a platform ingredient counts as by default (ingredient-foods.ts). */
export const platformFoodOf = (slug: string): string | null => platformFoodNdb.get(slug) ?? null;

export type FoodHit = { ndb: string; description: string };

const index = Object.entries(usdaFoods).map(([ndb, food]) => ({
  ndb,
  description: food.description,
  words: food.description
    .toLowerCase()
    .split(/[^a-z0-9%]+/)
    .filter(Boolean),
}));

/**
 * Foods whose description holds every word of the query (each word a prefix of one of the
 * description's words), the shortest descriptions first: "egg" finds "Egg, whole, raw,
 * fresh" before "Egg, yolk, raw, frozen, sugared". An NDB number finds its food.
 */
export function searchFoods(query: string, limit: number): FoodHit[] {
  const trimmed = query.trim().toLowerCase();
  if (/^\d{5}$/.test(trimmed)) {
    const food = foodByNdb(trimmed);
    return food ? [{ ndb: trimmed, description: food.description }] : [];
  }
  const terms = trimmed.split(/[^a-z0-9%]+/).filter(Boolean);
  if (!terms.length) return [];
  return index
    .filter((food) => terms.every((t) => food.words.some((w) => w.startsWith(t))))
    .sort(
      (a, b) =>
        a.description.length - b.description.length || a.description.localeCompare(b.description),
    )
    .slice(0, limit)
    .map(({ ndb, description }) => ({ ndb, description }));
}
