import { readFileSync } from "node:fs";
import path from "node:path";
import { type FoodFile, parseFoodFile } from "../../worker/services/nutrition/food-file";
import { root } from "./platform";

/** The committed SR26 data file (scripts/nutrition/build-foods.ts writes it). */
export const FOOD_FILE = path.join(root, "schema/reference/usda-sr26-foods.ndjson");

export const readFoodFile = (): FoodFile => parseFoodFile(readFileSync(FOOD_FILE, "utf8"));
