import type { UnitView } from "@schema/api/public-read";

/**
 * How a measurement chip reads in the kitchen editor ("350 °F", "2 cups"). It shows what the
 * author typed, in the unit they chose: converting between systems is the visitor page's job.
 */
export function measurementLabel(quantity: number, unit: UnitView | undefined): string {
  const amount = formatQuantity(quantity);
  if (!unit) return `${amount} (unknown unit)`;
  // An abbreviation that is just the word ("cup") is no abbreviation: it must still take
  // its plural ("2 cups"), as on the recipe page.
  const abbreviated = unit.abbreviation && unit.abbreviation !== unit.title;
  const name = abbreviated ? unit.abbreviation : quantity > 1 ? unit.pluralTitle : unit.title;
  return `${amount} ${name}`;
}

/** At most three decimals, no trailing zeros: authors type "0.25", not "0.250000001". */
export function formatQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return "?";
  return String(Number(quantity.toFixed(3)));
}

const UNICODE_FRACTIONS: Record<string, number> = {
  "¼": 0.25,
  "½": 0.5,
  "¾": 0.75,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 0.125,
  "⅜": 0.375,
  "⅝": 0.625,
  "⅞": 0.875,
};

/**
 * Reads a quantity the way cooks write it: "350", "0.5", "0,5", "1/2", "1 1/2", "1½".
 * Returns null for anything else (negative, empty, a division by zero), so the dialog can say so.
 */
export function parseQuantity(input: string): number | null {
  let value = input.trim().replace(",", ".");
  if (!value) return null;
  let whole = 0;
  const glyph = value.at(-1) ?? "";
  const glyphValue = UNICODE_FRACTIONS[glyph];
  if (glyphValue !== undefined) {
    value = value.slice(0, -1).trim();
    whole = glyphValue;
    if (!value) return whole;
  }
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(value);
  if (mixed) {
    const [, units = "", numerator = "", denominator = ""] = mixed;
    return fraction(Number(units), Number(numerator), Number(denominator), whole);
  }
  const simple = /^(\d+)\/(\d+)$/.exec(value);
  if (simple) {
    const [, numerator = "", denominator = ""] = simple;
    return fraction(0, Number(numerator), Number(denominator), whole);
  }
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return null;
  return Number(value) + whole;
}

function fraction(units: number, numerator: number, denominator: number, extra: number) {
  if (denominator === 0) return null;
  return units + numerator / denominator + extra;
}
