import type { StoredNutritionLabel } from "@schema/db/recipe-nutrition";
import { type GramsInput, gramsOf, type LineUnit, lineQuantity } from "./grams";
import { ingredientFoods } from "./ingredient-foods";
import { NUTRIENTS, type Nutrients, type UsdaFood, zeroNutrients } from "./nutrients";
import { usdaFoods } from "./usda-foods";

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
  } | null;
  /** The line's own title, shown instead of the ingredient's when set. */
  titleOverride: string | null;
};

export type NutritionLabel = StoredNutritionLabel & {
  whole: Nutrients;
  perServing: Nutrients | null;
};

/** A label is incomplete when more than this share of its measured lines was not counted. */
export const INCOMPLETE_SHARE = 0.25;

const platformFoods = new Map(
  ingredientFoods.flatMap(([slug, ndb]) => {
    const food = ndb ? usdaFoods[ndb] : undefined;
    return food ? [[slug, food] as const] : [];
  }),
);

/** The USDA food of a line's ingredient; a site's own ingredients have none yet. */
function foodOf(ingredient: NutritionLine["ingredient"]): UsdaFood | null {
  if (!ingredient || ingredient.siteId !== null) return null;
  return platformFoods.get(ingredient.slug) ?? null;
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
 */
export function computeNutrition(
  lines: readonly NutritionLine[],
  servings: number | null,
  units: GramsInput["units"],
): NutritionLabel {
  const whole = zeroNutrients();
  const uncounted: NutritionLabel["coverage"]["uncounted"] = [];
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
    const food = foodOf(line.ingredient);
    if (!food) {
      uncounted.push({ usageId: line.usageId, name, reason: "no-food" });
      continue;
    }
    const grams = gramsOf({
      quantity,
      unit: line.unit,
      gramsPerLiter: line.ingredient?.gramsPerLiter ?? null,
      food,
      units,
    });
    if (grams === null) {
      uncounted.push({ usageId: line.usageId, name, reason: "no-weight" });
      continue;
    }
    counted++;
    NUTRIENTS.forEach((n, i) => {
      whole[n] += ((food.per100g[i] ?? 0) * grams) / 100;
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
    },
    incomplete: measured - counted > measured * INCOMPLETE_SHARE,
  };
}
