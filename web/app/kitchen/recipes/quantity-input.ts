/**
 * What authors type as an ingredient's amount, and back: "2", "1 1/2", "1½", "½", "0.75",
 * "1,5", ranges "1-2", "1–2", "1 to 2", "1 1/2 - 2". Stored as quantityMin / quantityMax
 * (a single amount has only quantityMin). Pure, so the form can check as the author types.
 */

export type ParsedQuantity =
  | { ok: true; min: number | null; max: number | null }
  | { ok: false; message: string };

export const QUANTITY_MESSAGE = "Enter an amount like 2, 1 1/2, ½ or a range like 1-2";

const GLYPHS: Record<string, number> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};
const GLYPH_CLASS = Object.keys(GLYPHS).join("");

/** One amount: "2", "2.5", "2,5", "1/2", "1 1/2", "1½", "½". Null when it is not one. */
export function parseAmount(text: string): number | null {
  const value = text.trim().replace(/\u2044/g, "/");
  if (!value) return null;
  const glyph = new RegExp(`^(\\d+)?\\s*([${GLYPH_CLASS}])$`).exec(value);
  if (glyph) return Number(glyph[1] ?? 0) + (GLYPHS[glyph[2] as string] ?? 0);
  const mixed = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(value);
  if (mixed) {
    const denominator = Number(mixed[3]);
    if (denominator === 0) return null;
    return Number(mixed[1] ?? 0) + Number(mixed[2]) / denominator;
  }
  const decimal = /^(\d+(?:[.,]\d*)?|[.,]\d+)$/.exec(value);
  if (decimal) return Number((decimal[1] as string).replace(",", "."));
  return null;
}

const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b)\s*/i;

export function parseQuantity(text: string): ParsedQuantity {
  const value = text.trim();
  if (!value) return { ok: true, min: null, max: null };
  const parts = value.split(RANGE_SEPARATOR);
  if (parts.length > 2) return { ok: false, message: QUANTITY_MESSAGE };
  const [first, second] = parts;
  const min = parseAmount(first ?? "");
  if (min === null) return { ok: false, message: QUANTITY_MESSAGE };
  if (second === undefined) return { ok: true, min, max: null };
  const max = parseAmount(second);
  if (max === null) return { ok: false, message: QUANTITY_MESSAGE };
  if (max < min) return { ok: false, message: "The second amount of a range must be the larger" };
  return { ok: true, min, max: max === min ? null : max };
}

// Fractions worth writing as fractions; anything else is written as a decimal.
const DENOMINATORS = [2, 3, 4, 8];

/** An amount as the author would type it: 1.5 → "1 1/2", 0.25 → "1/4", 0.3 → "0.3". */
export function formatAmount(value: number): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 1e-9) return String(whole);
  for (const denominator of DENOMINATORS) {
    const numerator = Math.round(rest * denominator);
    if (
      numerator > 0 &&
      numerator < denominator &&
      Math.abs(rest - numerator / denominator) < 1e-9
    ) {
      const fraction = `${numerator}/${denominator}`;
      return whole ? `${whole} ${fraction}` : fraction;
    }
  }
  return String(Number(value.toFixed(6)));
}

export function formatQuantityInput(min: number | null, max: number | null): string {
  if (min === null && max === null) return "";
  if (min === null) return formatAmount(max as number);
  if (max === null || max === min) return formatAmount(min);
  return `${formatAmount(min)}-${formatAmount(max)}`;
}
