import { nutrientName } from "@schema/api/answers/recipe-nutrition";

/**
 * The nutrients a label carries (the API's own list), in the order the generated food data
 * stores them. SR26's abbreviated file has no trans fat, so the label has none: "where
 * known" is never, here.
 */
export const NUTRIENTS = nutrientName.options;

export type Nutrient = (typeof NUTRIENTS)[number];

/** kcal; g for fat, carbohydrate, fiber, sugars, protein; mg for the rest but vitamin D (µg). */
export type Nutrients = Record<Nutrient, number>;

/** foods.csv columns, in NUTRIENTS order. */
export const USDA_COLUMNS: Readonly<Record<Nutrient, string>> = {
  calories: "energy_kcal",
  fat: "fat_g",
  saturatedFat: "saturated_fat_g",
  cholesterol: "cholesterol_mg",
  sodium: "sodium_mg",
  carbohydrate: "carbohydrate_g",
  fiber: "fiber_g",
  sugars: "sugars_g",
  protein: "protein_g",
  calcium: "calcium_mg",
  iron: "iron_mg",
  potassium: "potassium_mg",
  vitaminD: "vitamin_d_mcg",
};

/**
 * One USDA food: its description, its USDA food group ("Dairy and Egg Products": the shopping
 * list's aisles come from it), nutrients per 100 g in NUTRIENTS order (null where USDA
 * gives no value, which is not zero) and its household measures as [grams of one, measure].
 */
export type UsdaFood = {
  readonly description: string;
  readonly foodGroup: string;
  readonly per100g: readonly (number | null)[];
  readonly measures: readonly (readonly [grams: number, measure: string])[];
};

export const zeroNutrients = (): Nutrients =>
  Object.fromEntries(NUTRIENTS.map((n) => [n, 0])) as Nutrients;
