/**
 * How a number reads on a recipe page (docs/spec/visitor-experience.md §5 and §9). Two styles:
 *  - kitchen fractions for US, neutral and counted units ("1½ cups", "⅔ teaspoon", "3 eggs");
 *  - plain decimals for metric units, because nobody weighs "⅓ g" ("125 g", "2.5 ml", "1.25 kg").
 * Both are pure so the server render and the hydrated page print the same text.
 */

/** docs/spec/visitor-experience.md §9: quantities above 25 are rounded to whole numbers. */
export const WHOLE_NUMBERS_ABOVE = 25;

type Fraction = { value: number; glyph: string };

// The set of docs/spec/visitor-experience.md §5 (eighth, quarter, third, half, two-thirds,
// three-quarters) plus the other eighths, so a decimal that is near none of the named fractions
// still snaps to the nearest eighth. 0 and 1 are candidates too: 2.02 is "2" and 1.97 is "2", not
// "1⅞".
const NO_FRACTION: Fraction = { value: 0, glyph: "" };
const FRACTIONS: readonly Fraction[] = [
  NO_FRACTION,
  { value: 1 / 8, glyph: "⅛" },
  { value: 1 / 4, glyph: "¼" },
  { value: 1 / 3, glyph: "⅓" },
  { value: 3 / 8, glyph: "⅜" },
  { value: 1 / 2, glyph: "½" },
  { value: 5 / 8, glyph: "⅝" },
  { value: 2 / 3, glyph: "⅔" },
  { value: 3 / 4, glyph: "¾" },
  { value: 7 / 8, glyph: "⅞" },
  { value: 1, glyph: "" },
];

// A positive amount never reads "0": a pinch scaled down is still something to add.
const SMALLEST_FRACTION: Fraction = { value: 1 / 8, glyph: "⅛" };

type Snapped = { whole: number; fraction: Fraction };

function snap(value: number): Snapped {
  if (value > WHOLE_NUMBERS_ABOVE) return { whole: Math.round(value), fraction: NO_FRACTION };
  const whole = Math.floor(value);
  const rest = value - whole;
  let nearest = NO_FRACTION;
  for (const candidate of FRACTIONS) {
    if (Math.abs(candidate.value - rest) < Math.abs(nearest.value - rest)) nearest = candidate;
  }
  if (nearest.value === 1) return { whole: whole + 1, fraction: NO_FRACTION };
  if (whole === 0 && nearest.value === 0) return { whole: 0, fraction: SMALLEST_FRACTION };
  return { whole, fraction: nearest };
}

/** The number a fraction display stands for (1.3 → 1⅓ → 1.333…); 0 for nothing. */
export function roundQuantity(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 0;
  const { whole, fraction } = snap(value);
  return whole + fraction.value;
}

/** "1½", "⅔", "2¼", "26"; "0" only for zero (or nonsense). */
export function formatQuantity(value: number): string {
  if (!(value > 0) || !Number.isFinite(value)) return "0";
  const { whole, fraction } = snap(value);
  if (whole === 0) return fraction.glyph;
  return `${whole}${fraction.glyph}`;
}

/** The number a metric display stands for (see formatMetric for the precision). */
export function roundMetric(value: number, maxDecimals?: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 0;
  const decimals = maxDecimals ?? (value >= 10 ? 0 : 1);
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  // Like fractions, a positive amount shows its smallest step rather than "0".
  return rounded > 0 ? rounded : 1 / factor;
}

/**
 * Metric amounts as decimals with trailing zeros trimmed. By default whole numbers from 10 up
 * ("125", "30" for 30.4) and one decimal below ("2.5", "5"): a gram or millilitre is already a
 * fine step, so more digits are noise. Large units pass `maxDecimals` 2, because 1.25 kg is
 * 1250 g and rounding it to "1.3" would add 50 g ("1.2", "1.25").
 */
export function formatMetric(value: number, maxDecimals?: number): string {
  return String(roundMetric(value, maxDecimals));
}

/**
 * "1–2" with an en dash (docs/spec/visitor-experience.md §5); a single value when the ends are
 * missing or read the same.
 */
export function formatRange(
  min: number | null,
  max: number | null,
  format: (value: number) => string = formatQuantity,
): string {
  if (min === null || max === null) {
    const only = min ?? max;
    return only === null ? "" : format(only);
  }
  const low = format(min);
  const high = format(max);
  return low === high ? low : `${low}–${high}`;
}

/**
 * value × multiplier, trimmed of binary noise (0.1 × 3 is 0.30000000000000004) so later
 * comparisons against thresholds such as 1000 g behave.
 */
export function scaleQuantity(value: number, multiplier: number): number {
  return Math.round(value * multiplier * 1e9) / 1e9;
}
