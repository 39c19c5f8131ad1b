import { NUTRIENTS } from "./nutrients";

/**
 * The committed data file of all SR26 foods (schema/reference/usda-sr26-foods.ndjson, written
 * by scripts/nutrition/build-foods.ts): a header line, then one food a line.
 */

export type FoodFileHeader = {
  citation: string;
  source: string;
  /** What a food line holds, for a reader of the file. */
  line: string;
  /** The order of a line's nutrients: the loader refuses a file in another order. */
  nutrients: string[];
  foodGroups: string[];
  /** How many foods and household measures the file holds (SR26: 8,463 and 15,137). */
  foods: number;
  measures: number;
};

export type FoodFileLine = [
  ndb: string,
  description: string,
  foodGroup: number,
  per100g: (number | null)[],
  measures: [grams: number, measure: string][],
];

export type FoodFile = { header: FoodFileHeader; foods: FoodFileLine[] };

/** Reads the file, checking that it holds what its header says, in the label's order. */
export function parseFoodFile(text: string): FoodFile {
  const [first, ...rest] = text.split("\n").filter((line) => line.trim() !== "");
  if (!first) throw new Error("The food file is empty");
  const header = JSON.parse(first) as FoodFileHeader;
  if (header.nutrients.join() !== NUTRIENTS.join())
    throw new Error(`The food file's nutrients (${header.nutrients}) are not ${NUTRIENTS}`);
  const foods = rest.map((line) => JSON.parse(line) as FoodFileLine);
  const measures = foods.reduce((sum, food) => sum + food[4].length, 0);
  if (foods.length !== header.foods || measures !== header.measures)
    throw new Error(
      `The food file holds ${foods.length} foods and ${measures} measures, its header says ${header.foods} and ${header.measures}`,
    );
  for (const food of foods) {
    if (
      !/^\d{5}$/.test(food[0]) ||
      !header.foodGroups[food[2]] ||
      food[3].length !== NUTRIENTS.length
    )
      throw new Error(`The food file's line for ${food[0]} is malformed`);
  }
  return { header, foods };
}
