import { numericQuantity } from "numeric-quantity";

/**
 * Quantities at the start of a text: "1 ½", "1½", "1 1/2", "1-2", "1 to 2", "1–2", "400g"
 * (the number stuck to its unit). The shape is found here; the number itself is read by
 * numeric-quantity, which knows mixed numbers and unicode fractions.
 */

const FRACTIONS = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒";
const NUMBER = `(?:\\d+\\s+\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*[${FRACTIONS}]|\\d+\\s*[/⁄]\\s*\\d+|\\d*[.,]\\d+|\\d+|[${FRACTIONS}])`;
const RANGE_JOIN = "(?:\\s*[-–—]\\s*|\\s+to\\s+|\\s+or\\s+)";
const QUANTITY = new RegExp(`^(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?`, "i");

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
  "a half": 0.5,
  dozen: 12,
  "a dozen": 12,
};
const WORD_QUANTITY = new RegExp(
  `^(${Object.keys(WORDS)
    .sort((x, y) => y.length - x.length)
    .join("|")})\\b`,
  "i",
);

export type QuantityMatch = { min: number; max: number | null; length: number };

/** Reads one number (no range); NaN when the text is not a number. */
export function readNumber(text: string): number {
  // A decimal comma ("1,5 kg") as European recipes write it.
  const value = numericQuantity(text.replace(/\s+/g, " ").replace(/(\d),(\d)/, "$1.$2"), {
    round: false,
  });
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The quantity at the start of the text, with how many characters it took. */
export function matchQuantity(text: string): QuantityMatch | null {
  const match = QUANTITY.exec(text);
  if (match?.[1]) {
    const min = readNumber(match[1]);
    const max = match[2] ? readNumber(match[2]) : null;
    if (Number.isNaN(min)) return null;
    // "2-1/2" on an old recipe card is two and a half, not a range down to a half.
    if (max !== null && max < 1 && max < min && /^\d+-\d+\s*[/⁄]/.test(match[0]))
      return { min: min + max, max: null, length: match[0].length };
    return {
      min,
      max: max !== null && !Number.isNaN(max) && max > min ? max : null,
      length: match[0].length,
    };
  }
  return null;
}

/** "a", "one", "a dozen" at the start, only meant when a unit or ingredient follows. */
export function matchWordQuantity(text: string): QuantityMatch | null {
  const match = WORD_QUANTITY.exec(text);
  if (!match?.[1]) return null;
  const value = WORDS[match[1].toLowerCase()];
  return value === undefined ? null : { min: value, max: null, length: match[0].length };
}

export const NUMBER_PATTERN = NUMBER;
