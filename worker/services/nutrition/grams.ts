import type { UsdaFood } from "./nutrients";

/** What converting a line needs of its unit: the catalogue's row (units table). */
export type LineUnit = {
  slug: string;
  title: string;
  pluralTitle: string;
  abbreviation: string | null;
  kind: string;
  ml: number | null;
  g: number | null;
};

export type LineQuantity = { quantityMin: number | null; quantityMax: number | null };

/** The quantity of a line; a range takes its middle. Null for "salt to taste". */
export function lineQuantity({ quantityMin, quantityMax }: LineQuantity): number | null {
  if (quantityMin !== null && quantityMax !== null) return (quantityMin + quantityMax) / 2;
  return quantityMin ?? quantityMax;
}

// USDA writes its volume measures in these words; each names a unit of the catalogue, whose
// `ml` gives the measure's size.
const USDA_VOLUME_WORDS: Readonly<Record<string, string>> = {
  cup: "cup",
  cups: "cup",
  tbsp: "tablespoon",
  tsp: "teaspoon",
  "fl oz": "fluid-ounce",
  pint: "pint",
  quart: "quart",
  liter: "liter",
  ml: "milliliter",
};
const USDA_WEIGHT_WORDS = new Set(["oz", "lb", "g", "kg"]);

/** The measure's leading word ("cup, chopped" → "cup", "fl oz" → "fl oz"). */
function measureWord(measure: string): string {
  const lower = measure.toLowerCase().trim();
  if (lower.startsWith("fl oz")) return "fl oz";
  return lower.split(/[\s,(]/, 1)[0] ?? "";
}

const isCountMeasure = (measure: string) => {
  const word = measureWord(measure);
  return !(word in USDA_VOLUME_WORDS) && !USDA_WEIGHT_WORDS.has(word) && !/serving/i.test(measure);
};

/** Grams of one of the food's measures named like the unit ("clove", "large", "dash"…). */
function gramsOfNamedMeasure(food: UsdaFood, unit: LineUnit): number | null {
  const names = new Set(
    [unit.slug, unit.title, unit.pluralTitle, unit.abbreviation]
      .filter((n): n is string => !!n)
      .map((n) => n.toLowerCase()),
  );
  const found = food.measures.find(([, measure]) => names.has(measureWord(measure)));
  return found ? found[0] : null;
}

/** Grams of one "each": a medium one when USDA lists it, else its first counted measure. */
function gramsOfOne(food: UsdaFood): number | null {
  const medium = food.measures.find(([, m]) => measureWord(m) === "medium");
  if (medium) return medium[0];
  const counted = food.measures.find(([, m]) => isCountMeasure(m));
  return counted ? counted[0] : null;
}

/** Grams per millilitre from the food's own volume measures, sized by the unit catalogue. */
function densityFromMeasures(food: UsdaFood, units: ReadonlyMap<string, LineUnit>): number | null {
  for (const [grams, measure] of food.measures) {
    const slug = USDA_VOLUME_WORDS[measureWord(measure)];
    const ml = slug ? units.get(slug)?.ml : null;
    if (ml) return grams / ml;
  }
  return null;
}

export type GramsInput = {
  quantity: number;
  unit: LineUnit | null;
  gramsPerLiter: number | null;
  food: UsdaFood;
  /** The unit catalogue by slug, to size USDA's volume measures. */
  units: ReadonlyMap<string, LineUnit>;
};

/**
 * Grams of a line's ingredient, or null when nothing known gives them a weight. Weight units
 * convert directly; volumes through the ingredient's density, else the food's own measure of
 * that unit, else any of its volume measures; counted and size units through the food's
 * measure of that name; a bare number counts whole ones ("2 eggs", "1 onion").
 */
export function gramsOf({ quantity, unit, gramsPerLiter, food, units }: GramsInput): number | null {
  if (!unit) {
    const one = gramsOfOne(food);
    return one === null ? null : quantity * one;
  }
  if (unit.kind === "weight" && unit.g) return quantity * unit.g;
  if (unit.kind === "volume" && unit.ml) {
    if (gramsPerLiter) return (quantity * unit.ml * gramsPerLiter) / 1000;
    const named = gramsOfNamedMeasure(food, unit);
    if (named !== null) return quantity * named;
    const density = densityFromMeasures(food, units);
    return density === null ? null : quantity * unit.ml * density;
  }
  if (unit.kind === "temperature" || unit.kind === "length") return null;
  const named = gramsOfNamedMeasure(food, unit);
  if (named !== null) return quantity * named;
  // "1 whole lemon", "2 pieces": one of the food as USDA counts it.
  if (unit.slug === "whole" || unit.slug === "piece") {
    const one = gramsOfOne(food);
    return one === null ? null : quantity * one;
  }
  // A unit the catalogue sizes itself ("a knob of butter" is 15 g).
  if (unit.g) return quantity * unit.g;
  return null;
}
