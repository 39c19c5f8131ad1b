import type { IngredientUsageView, IngredientView, UnitView } from "@schema/api/public-read";
import {
  formatMetric,
  formatQuantity,
  formatRange,
  roundMetric,
  roundQuantity,
  scaleQuantity,
} from "./quantity";

/**
 * Scaling and unit conversion for ingredient lines and for measurements inside step text
 * (docs/spec/visitor-experience.md §9). Sizes of the units a recipe names come from the unit
 * catalogue (`ml`/`g` on UnitView, seeded from schema/reference/units.ts: fluid ounce 29.574
 * ml, quart 946.353 ml, gallon 3785.41 ml…); the units converted *into* are built in below.
 *
 * Display rules:
 *  - A unit of the visitor's own system is kept as written, only normalised where
 *    docs/spec/visitor-experience.md §9 asks:
 *    metric weights/volumes read g/kg and ml/l (1000 and up become kg or l, 2 dl reads 200 ml),
 *    US weights read ounces below a pound and pounds from there.
 *  - A unit of the other system is converted. The ingredient's default method for the visitor's
 *    system decides weight or volume; crossing between them needs the ingredient's density, and
 *    without one (eggs, or no ingredient at all) the measure stays what it is.
 *  - Imperial volumes pick teaspoons, tablespoons or cups by size.
 *  - Teaspoons and tablespoons are "neutral" (metric cooks use 5/15 ml spoons too), so they stay
 *    spoons in both systems, scaled, until scaling up reaches ¼ cup: "8 tablespoons" is then
 *    converted like any other volume ("½ cup", "118 ml" or grams by the ingredient's method).
 *    Below that, scaling up picks the spoon as imperial volumes do (6 teaspoons: 2 tablespoons).
 *  - Counted, size and imprecise units (clove, can, large, pinch…) are only ever scaled.
 *  - Temperatures and lengths are never scaled: doubling a recipe does not double the oven or
 *    the pan. They convert between systems (temperatures to the nearest 5 degrees).
 *  - Labels: metric units print their abbreviation (g, kg, ml, l, mg, cm, mm: the same in
 *    singular and plural); US and neutral units print their title, plural above 1 ("1 cup",
 *    "1½ cups", "2 teaspoons"); size words never take a plural ("3 large eggs").
 */

export type MeasurementSystem = "metric" | "imperial";
export type TemperatureSystem = "celsius" | "fahrenheit";

// docs/spec/visitor-experience.md §9 constants.
export const ML_PER_CUP = 236.588;
export const CUPS_PER_ML = 0.004227;
export const G_PER_OUNCE = 28.3495;
export const G_PER_POUND = 453.592;
export const LB_PER_KG = 2.2046;
export const METRIC_STEP_UP = 1000;
export const TEMPERATURE_STEP = 5;

// The catalogue's spoons, for converting into them, and the converter's own inch.
const ML_PER_TABLESPOON = 14.7868;
const ML_PER_TEASPOON = 4.92892;
const QUARTER_CUP_ML = ML_PER_CUP / 4;
const MM_PER_INCH = 25.4;
const MM_PER_LENGTH_UNIT: Readonly<Record<string, number>> = {
  inch: MM_PER_INCH,
  centimeter: 10,
  millimeter: 1,
};

// Products of scaled floats land a hair under round thresholds (16 × 28.3495 g).
const EPSILON = 1e-6;

type Span = { min: number | null; max: number | null };
type Style = "fraction" | "metric" | "metric-large" | "plain";
type Shown = Span & { singular: string; plural: string; style: Style };

const FORMAT: Record<Style, (value: number) => string> = {
  fraction: formatQuantity,
  metric: (value) => formatMetric(value),
  "metric-large": (value) => formatMetric(value, 2),
  plain: (value) => String(Math.round(value * 10) / 10),
};

const ROUND: Record<Style, (value: number) => number> = {
  fraction: roundQuantity,
  metric: (value) => roundMetric(value),
  "metric-large": (value) => roundMetric(value, 2),
  plain: (value) => Math.round(value * 10) / 10,
};

const mapSpan = (span: Span, fn: (value: number) => number): Span => ({
  min: span.min === null ? null : fn(span.min),
  max: span.max === null ? null : fn(span.max),
});

// Unit choice follows the larger end, so both ends of a range share one unit.
const topOf = (span: Span): number => span.max ?? span.min ?? 0;

const label = (singular: string, plural = singular) => ({ singular, plural });

/** The unit as the recipe names it, with the label rules above. */
function unitLabel(unit: UnitView): { singular: string; plural: string } {
  if (unit.kind === "temperature") return label(unit.abbreviation ?? unit.title);
  if (unit.system === "metric") return label(unit.abbreviation ?? unit.title);
  if (unit.kind === "size") return label(unit.title);
  return label(unit.title, unit.pluralTitle);
}

function kept(unit: UnitView, span: Span): Shown {
  const style: Style =
    unit.kind === "temperature" ? "plain" : unit.system === "metric" ? "metric" : "fraction";
  return { ...span, ...unitLabel(unit), style };
}

function sameSystem(unitSystem: UnitView["system"], system: MeasurementSystem): boolean {
  return system === "metric" ? unitSystem === "metric" : unitSystem === "us";
}

function metricWeight(grams: Span): Shown {
  const top = topOf(grams);
  if (top >= METRIC_STEP_UP - EPSILON) {
    return { ...mapSpan(grams, (g) => g / 1000), ...label("kg"), style: "metric-large" };
  }
  if (top < 1) return { ...mapSpan(grams, (g) => g * 1000), ...label("mg"), style: "metric" };
  return { ...grams, ...label("g"), style: "metric" };
}

function metricVolume(ml: Span): Shown {
  if (topOf(ml) >= METRIC_STEP_UP - EPSILON) {
    return { ...mapSpan(ml, (v) => v / 1000), ...label("l"), style: "metric-large" };
  }
  return { ...ml, ...label("ml"), style: "metric" };
}

function imperialWeight(grams: Span): Shown {
  if (topOf(grams) >= G_PER_POUND - EPSILON) {
    const pounds = mapSpan(grams, (g) => (g / 1000) * LB_PER_KG);
    return { ...pounds, ...label("pound", "pounds"), style: "fraction" };
  }
  const ounces = mapSpan(grams, (g) => g / G_PER_OUNCE);
  return { ...ounces, ...label("ounce", "ounces"), style: "fraction" };
}

/** The parts of a cup, a tablespoon and a teaspoon that kitchen measures come in. */
const CUP_MEASURES = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
const TABLESPOON_MEASURES = [0, 1 / 2, 1];
const TEASPOON_MEASURES = [0, 1 / 4, 1 / 2, 3 / 4, 1];
/** How far from a measure still counts as it (a converted 14.79 ml against 3 teaspoons). */
const MEASURE_TOLERANCE = 0.03;

/** Whether both ends of `span` can be measured out with these parts of the unit. */
const measurable = (span: Span, parts: readonly number[]) =>
  [span.min, span.max].every(
    (v) => v === null || parts.some((m) => Math.abs(v - Math.floor(v) - m) < MEASURE_TOLERANCE),
  );

/** `ml` in a US volume unit, `per` of it to the millilitre. */
const volumeIn = (ml: Span, per: number, singular: string, plural: string): Shown => ({
  ...mapSpan(ml, (v) => v * per),
  ...label(singular, plural),
  style: "fraction",
});

/**
 * Teaspoons, tablespoons or cups by size, and by what a cook can measure out: 6 tablespoons
 * stay "6 tablespoons" rather than "⅜ cup" (no cup measure holds ⅜), and 10 teaspoons (a
 * merged shopping line) read "10 teaspoons", not "3⅓ tablespoons". From a cup up, cups.
 */
function imperialVolume(ml: Span): Shown {
  const top = topOf(ml);
  const cups = volumeIn(ml, CUPS_PER_ML, "cup", "cups");
  const spoons = volumeIn(ml, 1 / ML_PER_TABLESPOON, "tablespoon", "tablespoons");
  const teaspoons = volumeIn(ml, 1 / ML_PER_TEASPOON, "teaspoon", "teaspoons");
  if (top >= QUARTER_CUP_ML - EPSILON) {
    const cupsFit = topOf(cups) >= 1 - EPSILON || measurable(cups, CUP_MEASURES);
    return cupsFit || !measurable(spoons, TABLESPOON_MEASURES) ? cups : spoons;
  }
  if (top >= ML_PER_TABLESPOON - EPSILON) {
    const spoonsFit = measurable(spoons, TABLESPOON_MEASURES);
    return spoonsFit || !measurable(teaspoons, TEASPOON_MEASURES) ? spoons : teaspoons;
  }
  return teaspoons;
}

function methodFor(ingredient: IngredientView, system: MeasurementSystem) {
  return system === "metric"
    ? ingredient.defaultMetricMeasurementMethod
    : ingredient.defaultImperialMeasurementMethod;
}

/** A weight (g) or volume (ml) expressed in the visitor's system. */
function inSystem(
  base: Span,
  kind: "weight" | "volume",
  ingredient: IngredientView | null,
  system: MeasurementSystem,
): Shown {
  let amount = base;
  let measuredAs = kind;
  const density = ingredient?.gramsPerLiter ?? null;
  if (ingredient && density !== null && density > 0 && methodFor(ingredient, system) !== kind) {
    // docs/spec/visitor-experience.md §9: a cup of a weight-type ingredient is gramsPerLiter ×
    // 0.2366 g; generally the volume in litres times the density, and the reverse for weight to
    // volume.
    amount =
      kind === "volume"
        ? mapSpan(base, (ml) => (ml / 1000) * density)
        : mapSpan(base, (g) => (g / density) * 1000);
    measuredAs = kind === "volume" ? "weight" : "volume";
  }
  if (system === "metric") {
    return measuredAs === "weight" ? metricWeight(amount) : metricVolume(amount);
  }
  return measuredAs === "weight" ? imperialWeight(amount) : imperialVolume(amount);
}

function showSized(
  scaled: Span,
  unit: UnitView,
  kind: "weight" | "volume",
  size: number,
  ingredient: IngredientView | null,
  multiplier: number,
  system: MeasurementSystem,
): Shown {
  const base = mapSpan(scaled, (value) => value * size);
  if (unit.system === "neutral") {
    if (multiplier <= 1 || kind !== "volume") return kept(unit, scaled);
    if (topOf(base) >= QUARTER_CUP_ML - EPSILON) return inSystem(base, kind, ingredient, system);
    // Scaled up, still spoons in both systems, but the spoon a cook would reach for:
    // 2 teaspoons at ×3 read "2 tablespoons", not "6 teaspoons".
    return imperialVolume(base);
  }
  if (!sameSystem(unit.system, system)) return inSystem(base, kind, ingredient, system);
  if (unit.system === "metric") return kind === "weight" ? metricWeight(base) : metricVolume(base);
  // US units for a US visitor: volumes as written ("1½ cups", "2 quarts"), weights by pound.
  return kind === "weight" ? imperialWeight(base) : kept(unit, scaled);
}

function showLength(span: Span, unit: UnitView, system: MeasurementSystem): Shown {
  const mmPerUnit = MM_PER_LENGTH_UNIT[unit.slug];
  if (mmPerUnit === undefined || unit.system === "neutral" || sameSystem(unit.system, system)) {
    return kept(unit, span);
  }
  const mm = mapSpan(span, (value) => value * mmPerUnit);
  if (system === "imperial") {
    const inches = mapSpan(mm, (value) => value / MM_PER_INCH);
    return { ...inches, ...label("inch", "inches"), style: "fraction" };
  }
  if (topOf(mm) >= 10 - EPSILON) {
    return { ...mapSpan(mm, (value) => value / 10), ...label("cm"), style: "metric" };
  }
  return { ...mm, ...label("mm"), style: "metric" };
}

/** Which temperature scale a temperature unit is in (by slug, else by system). */
export function temperatureSystemOf(unit: UnitView): TemperatureSystem {
  if (unit.slug === "celsius") return "celsius";
  if (unit.slug === "fahrenheit") return "fahrenheit";
  return unit.system === "metric" ? "celsius" : "fahrenheit";
}

/**
 * Converts between scales, rounded to the nearest 5 degrees (docs/spec/visitor-experience.md §9:
 * 350 °F → 175 °C, 200 °C → 390 °F). The same scale returns the value untouched: the author's 180
 * stays 180.
 */
export function convertTemperature(
  value: number,
  from: TemperatureSystem,
  to: TemperatureSystem,
): number {
  if (from === to) return value;
  const converted = from === "fahrenheit" ? ((value - 32) * 5) / 9 : (value * 9) / 5 + 32;
  // `+ 0` turns the -0 of e.g. 1 °F into 0, so it never prints as "-0".
  return Math.round(converted / TEMPERATURE_STEP) * TEMPERATURE_STEP + 0;
}

/** "350°F", "175°C". */
export function formatTemperature(value: number, system: TemperatureSystem): string {
  return `${FORMAT.plain(value)}°${system === "celsius" ? "C" : "F"}`;
}

type AmountOptions = {
  multiplier: number;
  system: MeasurementSystem;
  temperature?: TemperatureSystem;
};

function showAmount(
  span: Span,
  unit: UnitView,
  ingredient: IngredientView | null,
  options: AmountOptions,
): Shown {
  const { multiplier, system } = options;
  const scaled = mapSpan(span, (value) => scaleQuantity(value, multiplier));
  switch (unit.kind) {
    case "temperature": {
      const from = temperatureSystemOf(unit);
      const to = options.temperature ?? from;
      const converted = mapSpan(span, (value) => convertTemperature(value, from, to));
      return { ...converted, ...label(to === "celsius" ? "°C" : "°F"), style: "plain" };
    }
    case "length":
      return showLength(span, unit, system);
    case "volume":
    case "weight": {
      const size = unit.kind === "volume" ? unit.ml : unit.g;
      if (size === null || !(size > 0)) return kept(unit, scaled);
      return showSized(scaled, unit, unit.kind, size, ingredient, multiplier, system);
    }
    default:
      return kept(unit, scaled);
  }
}

export type AmountDisplay = { quantity: string; unit: string; plural: boolean };

function present(shown: Shown): AmountDisplay {
  const plural = ROUND[shown.style](topOf(shown)) > 1;
  return {
    quantity: formatRange(shown.min, shown.max, FORMAT[shown.style]),
    unit: plural ? shown.plural : shown.singular,
    plural,
  };
}

/**
 * A weight (g) or volume (ml) of an ingredient as the page would show it in this system:
 * the ingredient's method for the system, crossing weight and volume by its density, and the
 * unit picked by size. The shopping list shows merged amounts with it. `spoons`: the amount
 * adds up spoon measures, which stay spoons below ¼ cup in both systems, as on the page.
 */
export function displayMeasure(
  amount: number,
  kind: "weight" | "volume",
  ingredient: IngredientView | null,
  system: MeasurementSystem,
  spoons = false,
): AmountDisplay {
  const span = { min: amount, max: null };
  if (spoons && kind === "volume" && amount < QUARTER_CUP_ML - EPSILON) {
    return present(imperialVolume(span));
  }
  return present(inSystem(span, kind, ingredient, system));
}

export type UsageDisplayOptions = AmountOptions;
export type UsageDisplay = { quantity: string; unit: string; ingredient: string };

// Size words and "whole" describe the ingredient rather than count a container, so the
// ingredient carries the number: "3 large eggs", "2 whole chickens", but "2 cloves garlic".
function ingredientCarriesNumber(unit: UnitView | null): boolean {
  return unit === null || unit.kind === "size" || unit.slug === "whole";
}

function ingredientText(usage: IngredientUsageView, plural: boolean): string {
  // An empty override is an editor leftover, not a request for a nameless line.
  const override = usage.ingredientTitleOverride?.trim();
  if (override) return override;
  const ingredient = usage.ingredient;
  if (!ingredient) return "";
  return plural ? (ingredient.pluralTitle ?? ingredient.title) : ingredient.title;
}

/**
 * One ingredient line, scaled and converted: { quantity: "1–2", unit: "cloves",
 * ingredient: "garlic" }. Empty strings for the parts a line does not have. Ranges convert
 * both ends into one unit, chosen by the larger end.
 */
export function displayUsage(
  usage: IngredientUsageView,
  options: UsageDisplayOptions,
): UsageDisplay {
  const span: Span = { min: usage.quantityMin, max: usage.quantityMax };
  const unit = usage.unit;
  if (span.min === null && span.max === null) {
    // "salt, to taste", or "a pinch" without a number: nothing to scale or convert.
    return {
      quantity: "",
      unit: unit ? unitLabel(unit).singular : "",
      ingredient: ingredientText(usage, false),
    };
  }
  if (!unit) {
    const scaled = mapSpan(span, (value) => scaleQuantity(value, options.multiplier));
    const { quantity, plural } = present({ ...scaled, ...label(""), style: "fraction" });
    return { quantity, unit: "", ingredient: ingredientText(usage, plural) };
  }
  const {
    quantity,
    unit: unitText,
    plural,
  } = present(showAmount(span, unit, usage.ingredient, options));
  return {
    quantity,
    unit: unitText,
    ingredient: ingredientText(usage, plural && ingredientCarriesNumber(unit)),
  };
}

export type MeasurementNodeLike = { quantity: number; unitId: string };
export type MeasurementDisplayOptions = {
  units: UnitView[];
  multiplier: number;
  system: MeasurementSystem;
  temperature: TemperatureSystem;
};

type MeasurementParts = { quantity: string; unit: string; kind: UnitView["kind"] };

function measurementParts(
  node: MeasurementNodeLike,
  options: MeasurementDisplayOptions,
): MeasurementParts | null {
  const unit = options.units.find((candidate) => candidate.id === node.unitId);
  if (!unit) return null;
  // No ingredient here, so weight and volume never cross.
  const { quantity, unit: unitText } = present(
    showAmount({ min: node.quantity, max: null }, unit, null, options),
  );
  return { quantity, unit: unitText, kind: unit.kind };
}

/**
 * A measurement inside step text, split in parts for pages that style them. Null when the
 * unit is not among `units` (a deleted unit): callers show the bare number.
 */
export function displayMeasurementParts(
  node: MeasurementNodeLike,
  options: MeasurementDisplayOptions,
): { quantity: string; unit: string } | null {
  const parts = measurementParts(node, options);
  return parts && { quantity: parts.quantity, unit: parts.unit };
}

/**
 * A measurement inside step text: "350°F" / "175°C" (converted, never scaled), "1½ cups",
 * "250 g" (scaled and converted). A unit missing from `units` leaves the scaled number.
 */
export function displayMeasurement(
  node: MeasurementNodeLike,
  options: MeasurementDisplayOptions,
): string {
  const parts = measurementParts(node, options);
  if (!parts) return formatQuantity(scaleQuantity(node.quantity, options.multiplier));
  // Degrees attach to the number, as on oven dials and in the spec's "350°F".
  if (parts.kind === "temperature") return `${parts.quantity}${parts.unit}`;
  return parts.unit ? `${parts.quantity} ${parts.unit}` : parts.quantity;
}

/**
 * A measurement exactly as the author wrote it (no scaling, no conversion): the default
 * rendering of measurement nodes where no visitor preferences apply (about pages, e-mail).
 */
export function measurementAsWritten(node: MeasurementNodeLike, units: UnitView[]): string {
  const unit = units.find((candidate) => candidate.id === node.unitId);
  return displayMeasurement(node, {
    units,
    multiplier: 1,
    system: unit?.system === "metric" ? "metric" : "imperial",
    temperature: unit?.kind === "temperature" ? temperatureSystemOf(unit) : "fahrenheit",
  });
}
