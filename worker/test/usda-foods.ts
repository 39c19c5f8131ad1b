import { env } from "cloudflare:test";
// The committed data file, as the seed reads it (Vite's ?raw: the worker has no file system).
import foodFileText from "@schema/reference/usda-sr26-foods.ndjson?raw";
import { type FoodFile, parseFoodFile } from "../services/nutrition/food-file";
import { loadFoodTable } from "../services/nutrition/food-table";

/** The whole SR26 data file, parsed. */
export const sr26 = (): FoodFile => parseFoodFile(foodFileText);

/** The file cut down to these foods, its header's counts to match. */
export function foodFileOf(ndbs: readonly string[]): FoodFile {
  const { header, foods } = sr26();
  const kept = foods.filter(([ndb]) => ndbs.includes(ndb));
  return {
    header: {
      ...header,
      foods: kept.length,
      measures: kept.reduce((sum, food) => sum + food[4].length, 0),
    },
    foods: kept,
  };
}

/** Loads these SR26 foods into usda_foods, as the seed step loads them all. */
export const loadFoods = (ndbs: readonly string[]) => loadFoodTable(env.DB, foodFileOf(ndbs));
