import type { RecipeNutritionView } from "@schema/api/answers/recipe-nutrition";
import { servingWords } from "../recipe/serving-description";
import { countedNoun } from "../recipe/serving-words.server";

/**
 * The figures of a US "Nutrition Facts" label: the amounts rounded the way the FDA's label
 * rounds them (21 CFR 101.9(c), and Appendix H of the Food Labeling Guide for potassium,
 * calcium, iron and vitamin D) and the % Daily Value on the 2,000-calorie reference (the
 * daily values of the 2016 rule, in force since 2020). Shared by the recipe page's label and
 * its structured data, and free of dependencies: the API's site export builds the JSON-LD too.
 */

export type Nutrients = RecipeNutritionView["whole"];
export type NutrientKey = keyof Nutrients;

/** FDA 2020 daily values for adults and children 4 years and older. Sugars and trans fat have none. */
export const DAILY_VALUES = {
  fat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  carbohydrate: 275,
  fiber: 28,
  protein: 50,
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
} as const satisfies Partial<Record<NutrientKey, number>>;

/** An amount as the label declares it: `lessThan` reads "<1 g" (the FDA's "less than"). */
export type DeclaredAmount = { amount: number; lessThan: boolean };

const exact = (amount: number): DeclaredAmount => ({ amount, lessThan: false });
const nearest = (value: number, step: number) => Math.round(value / step) * step;
/** Steps of 0.1 drift in binary (0.30000000000000004); one decimal is all they carry. */
const tenths = (value: number) => Math.round(value * 10) / 10;

type Rounding = (value: number) => DeclaredAmount;

const calories: Rounding = (v) => exact(v < 5 ? 0 : v <= 50 ? nearest(v, 5) : nearest(v, 10));
/** Fats: under 0.5 g is 0, under 5 g to the half gram, then whole grams. */
const fats: Rounding = (v) => exact(v < 0.5 ? 0 : v < 5 ? nearest(v, 0.5) : Math.round(v));
/** Carbohydrate, fiber, sugars, protein: under 0.5 g is 0, under 1 g "less than 1 g". */
const grams: Rounding = (v) =>
  v < 0.5 ? exact(0) : v < 1 ? { amount: 1, lessThan: true } : exact(Math.round(v));
const cholesterol: Rounding = (v) =>
  v < 2 ? exact(0) : v <= 5 ? { amount: 5, lessThan: true } : exact(nearest(v, 5));
/** Sodium and potassium: under 5 mg is 0, to 5 mg up to 140 mg, then to 10 mg. */
const milligrams: Rounding = (v) => exact(v < 5 ? 0 : v <= 140 ? nearest(v, 5) : nearest(v, 10));

/** Each nutrient's label name, unit and rounding, in the label's order. */
export const LABEL_NUTRIENTS = [
  { key: "calories", name: "Calories", unit: "", round: calories },
  { key: "fat", name: "Total Fat", unit: "g", round: fats },
  { key: "saturatedFat", name: "Saturated Fat", unit: "g", round: fats, part: true },
  { key: "cholesterol", name: "Cholesterol", unit: "mg", round: cholesterol },
  { key: "sodium", name: "Sodium", unit: "mg", round: milligrams },
  { key: "carbohydrate", name: "Total Carbohydrate", unit: "g", round: grams },
  { key: "fiber", name: "Dietary Fiber", unit: "g", round: grams, part: true },
  { key: "sugars", name: "Total Sugars", unit: "g", round: grams, part: true },
  { key: "protein", name: "Protein", unit: "g", round: grams },
  // Vitamins and minerals, below the label's thick rule.
  { key: "vitaminD", name: "Vitamin D", unit: "mcg", round: (v) => exact(tenths(v)), minor: true },
  { key: "calcium", name: "Calcium", unit: "mg", round: (v) => exact(nearest(v, 10)), minor: true },
  { key: "iron", name: "Iron", unit: "mg", round: (v) => exact(tenths(v)), minor: true },
  { key: "potassium", name: "Potassium", unit: "mg", round: milligrams, minor: true },
] as const satisfies readonly {
  key: NutrientKey;
  name: string;
  unit: string;
  round: Rounding;
  /** Indented under the nutrient before it (saturated fat under total fat). */
  part?: boolean;
  /** A vitamin or mineral: its %DV is rounded in coarser steps. */
  minor?: boolean;
}[];

export type LabelNutrient = (typeof LABEL_NUTRIENTS)[number];

/** The amount as the label declares it. */
export function declaredAmount(nutrient: LabelNutrient, value: number): DeclaredAmount {
  return nutrient.round(Math.max(0, value));
}

// Made once: toLocaleString with options builds a formatter on every call, and a label
// formats some forty figures per page render.
const ONE_DECIMAL = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const TWO_DECIMALS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "12 g", "<1 g", "1,250 mg", "240" (calories carry no unit on the label). */
export function amountText(nutrient: LabelNutrient, value: number): string {
  const { amount, lessThan } = declaredAmount(nutrient, value);
  const figure = ONE_DECIMAL.format(amount);
  return `${lessThan ? "<" : ""}${figure}${nutrient.unit ? ` ${nutrient.unit}` : ""}`;
}

/**
 * The % Daily Value of one serving's amount, null for nutrients without one (calories,
 * sugars). Taken from the declared amount, so "0 g" never reads "1%"; a "less than" amount
 * uses the actual one. Macronutrients to the whole percent; vitamins and minerals below 2%
 * read 0, then to 2% up to 10%, to 5% up to 50%, then to 10%.
 */
export function dailyValuePercent(nutrient: LabelNutrient, value: number): number | null {
  const dailyValue = (DAILY_VALUES as Partial<Record<NutrientKey, number>>)[nutrient.key];
  if (dailyValue === undefined) return null;
  const declared = declaredAmount(nutrient, value);
  const percent = (100 * (declared.lessThan ? Math.max(0, value) : declared.amount)) / dailyValue;
  if (!("minor" in nutrient)) return Math.round(percent);
  if (percent < 2) return 0;
  if (percent < 10) return nearest(percent, 2);
  if (percent <= 50) return nearest(percent, 5);
  return nearest(percent, 10);
}

/**
 * What a serving is: "1 of 4", with the yield's own word "1 of 8 slices", or with what one
 * holds "1 of 4, 3 rolls each"; `noun` names servings the description does not ("1 of 4
 * servings", where the words stand alone). Null when the recipe gives no servings.
 */
export function servingSizeText(
  servings: number | null,
  servingDescription: string | null,
  noun = "",
): string | null {
  if (servings === null || !(servings > 0)) return null;
  const words = servingWords(servingDescription);
  const wording = words.noun ?? noun;
  const counted = [
    `1 of ${TWO_DECIMALS.format(servings)}`,
    wording && countedNoun(wording, servings),
  ]
    .filter(Boolean)
    .join(" ");
  return words.each ? `${counted}, ${words.each}` : counted;
}

/** Why a line was left out, in the reader's words. */
export const UNCOUNTED_REASONS: Record<
  RecipeNutritionView["coverage"]["uncounted"][number]["reason"],
  string
> = {
  "no-quantity": "to taste",
  "no-food": "no food data",
  "no-weight": "no known weight",
};

/**
 * What the page shows of a recipe's nutrition: the full label, only the note that it is
 * incomplete (no figures that would look exact), or nothing (no label, nothing counted,
 * or a reader who may not read the recipe, who gets null).
 */
export function labelState(
  nutrition: RecipeNutritionView | null | undefined,
): "label" | "incomplete" | "none" {
  if (!nutrition || nutrition.hidden) return "none";
  if (nutrition.shown) return "label";
  return nutrition.source === "computed" && nutrition.incomplete ? "incomplete" : "none";
}

/**
 * The label's nutrients that its source gives: an author's (or an imported page's) figures
 * may leave some out, which the read holds as 0 and a label must not print as 0.
 */
export const shownNutrients = (nutrition: Pick<RecipeNutritionView, "provided">) =>
  LABEL_NUTRIENTS.filter((nutrient) => nutrition.provided.includes(nutrient.key));
