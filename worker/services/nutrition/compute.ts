import type { StoredNutritionLabel } from "@schema/db/recipe-nutrition";
import { type FoodLookup, platformFoodOf, shippedFood } from "./foods";
import { type GramsInput, gramsOf, type LineUnit, lineQuantity } from "./grams";
import { NUTRIENTS, type Nutrients, type UsdaFood, zeroNutrients } from "./nutrients";

/** One ingredient line as the computation sees it. */
export type NutritionLine = {
  usageId: string;
  quantityMin: number | null;
  quantityMax: number | null;
  unit: LineUnit | null;
  /** Null for a free-text line. */
  ingredient: {
    slug: string;
    siteId: string | null;
    title: string;
    gramsPerLiter: number | null;
    /** A site's own ingredient: the food its creator matched it to. */
    foodNdb?: string | null;
  } | null;
  /** The line's own title, shown instead of the ingredient's when set. */
  titleOverride: string | null;
  /** The food this line counts as instead of its ingredient's. */
  foodNdb?: string | null;
};

/** What one counted line added: the food it counted as, its weight and its calories. */
export type CountedLine = {
  usageId: string;
  ndb: string;
  food: string;
  grams: number;
  calories: number;
  /** Heavier than any home recipe's line: counted, but the kitchen asks to check it. */
  implausible: boolean;
};

export type NutritionLabel = StoredNutritionLabel & {
  whole: Nutrients;
  perServing: Nutrients | null;
  /** Per counted line, in the lines' order; the kitchen's breakdown (not stored). */
  counted: CountedLine[];
};

/** A line weighing more than this (20 kg) is counted but flagged as implausible. */
export const IMPLAUSIBLE_GRAMS = 20_000;

/** A label is incomplete when more than this share of its measured lines was not counted. */
export const INCOMPLETE_SHARE = 0.25;

/**
 * The NDB number a line counts as: its own override, else its ingredient's match (the
 * creator's for a site's own ingredient, the reviewed table's for a platform one).
 */
export function foodNdbOf(line: Pick<NutritionLine, "ingredient" | "foodNdb">): string | null {
  if (line.foodNdb) return line.foodNdb;
  const { ingredient } = line;
  if (!ingredient) return null;
  return ingredient.siteId !== null
    ? (ingredient.foodNdb ?? null)
    : platformFoodOf(ingredient.slug);
}

function foodOf(line: NutritionLine, foods: FoodLookup): { ndb: string; food: UsdaFood } | null {
  const ndb = foodNdbOf(line);
  const food = foods(ndb);
  return ndb && food ? { ndb, food } : null;
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

function rounded(values: Nutrients): Nutrients {
  const out = zeroNutrients();
  for (const n of NUTRIENTS) out[n] = round(values[n], 2);
  return out;
}

/**
 * The label of a recipe from its lines and its yield. Missing USDA values count as zero
 * (USDA gives none for, say, sugars of some spices), which understates rather than invents.
 * `foods` holds the lines' foods, read beforehand in one query (foods.ts): the shipped set
 * alone by default, which knows every platform ingredient's food.
 */
export function computeNutrition(
  lines: readonly NutritionLine[],
  servings: number | null,
  units: GramsInput["units"],
  foods: FoodLookup = shippedFood,
): NutritionLabel {
  const whole = zeroNutrients();
  const uncounted: NutritionLabel["coverage"]["uncounted"] = [];
  const countedLines: CountedLine[] = [];
  let counted = 0;
  let measured = 0;
  for (const line of lines) {
    const name = line.titleOverride ?? line.ingredient?.title ?? "";
    const quantity = lineQuantity(line);
    if (quantity === null || quantity <= 0) {
      uncounted.push({ usageId: line.usageId, name, reason: "no-quantity" });
      continue;
    }
    measured++;
    const match = foodOf(line, foods);
    if (!match) {
      uncounted.push({ usageId: line.usageId, name, reason: "no-food" });
      continue;
    }
    const grams = gramsOf({
      quantity,
      unit: line.unit,
      gramsPerLiter: line.ingredient?.gramsPerLiter ?? null,
      food: match.food,
      units,
    });
    if (grams === null) {
      uncounted.push({ usageId: line.usageId, name, reason: "no-weight" });
      continue;
    }
    counted++;
    NUTRIENTS.forEach((n, i) => {
      whole[n] += ((match.food.per100g[i] ?? 0) * grams) / 100;
    });
    countedLines.push({
      usageId: line.usageId,
      ndb: match.ndb,
      food: match.food.description,
      grams: round(grams, 1),
      calories: round(((match.food.per100g[0] ?? 0) * grams) / 100, 1),
      implausible: grams > IMPLAUSIBLE_GRAMS,
    });
  }
  const perServing = servings && servings > 0 ? zeroNutrients() : null;
  if (perServing && servings) for (const n of NUTRIENTS) perServing[n] = whole[n] / servings;
  return {
    servings: servings && servings > 0 ? servings : null,
    whole: rounded(whole),
    perServing: perServing ? rounded(perServing) : null,
    coverage: {
      countedLines: counted,
      totalLines: lines.length,
      measuredLines: measured,
      uncounted,
      implausible: countedLines.flatMap((c) => (c.implausible ? [c.usageId] : [])),
    },
    counted: countedLines,
    incomplete: measured - counted > measured * INCOMPLETE_SHARE,
  };
}
