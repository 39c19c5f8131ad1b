import pluralize from "pluralize";
import { formatQuantity, roundQuantity } from "./quantity";
import { servingWords } from "./serving-description";
import { SERVING_MULTIPLIERS, type ServingMultiplier, scaledServings } from "./servings";

/**
 * How a recipe's yield reads in words: "Makes: 16 cookies", "Makes: one loaf", "Makes: 4
 * servings (3 rolls each)". Server only: the page gets its yield lines ready-made for every
 * multiplier (yieldTexts), so the English plural rules (pluralize) cost it no script.
 */

// pluralize reads "-ies" as "-y" (berries, patties), which turns these into "cooky" and
// "browny"; and a few dishes do not change at all.
for (const word of ["cookie", "brownie", "blondie", "smoothie", "veggie", "hoagie", "pastie"]) {
  pluralize.addIrregularRule(word, `${word}s`);
}
for (const word of ["biscotti", "panini", "mochi", "sushi", "bao", "dozen"]) {
  pluralize.addUncountableRule(word);
}

/**
 * The creator's noun agreeing with a count: "slices" for 8 but "slice" for 1 or ½, "loaf" for
 * 1 but "loaves" for 2. Only the head word changes, the last one before a bracket, a comma or
 * an "of": "3-inch cookie", "loaves (about 20 thin slices)", "jars of jam". What counts dozens
 * ("dozen cookies") stays as it is.
 */
export function countedNoun(noun: string, count: number): string {
  if (/^dozens?\b/i.test(noun)) return noun;
  const match = /^(.*?)([\p{L}'’-]+)((?:\s*[(,]|\s+(?:of|with|for)\s).*)?$/su.exec(noun);
  if (!match) return noun;
  const [, before = "", head = "", after = ""] = match;
  const agreed = roundQuantity(count) > 1 ? pluralize.plural(head) : pluralize.singular(head);
  return `${before}${agreed}${after}`;
}

/**
 * "Makes: 8 servings", "Makes: one serving", "Makes: 16 cookies", "Makes: 4 servings (3 rolls
 * each)"; null without a yield.
 */
export function yieldText(
  yieldServings: number | null,
  servingDescription: string | null,
  multiplier: number,
): string | null {
  const total = scaledServings(yieldServings, multiplier);
  if (total === null) return null;
  const count = formatQuantity(total);
  // docs/spec/visitor-experience.md §2: "Makes: 8", and "Makes: one" when the total reads 1.
  const makes = `Makes: ${count === "1" ? "one" : count}`;
  const { noun, each } = servingWords(servingDescription);
  const servings = `${makes} ${countedNoun(noun ?? "servings", total)}`;
  return each ? `${servings} (${each})` : servings;
}

/** The yield line at each of the servings control's multipliers; null without a yield. */
export function yieldTexts(
  yieldServings: number | null,
  servingDescription: string | null,
): Record<ServingMultiplier, string> | null {
  if (scaledServings(yieldServings, 1) === null) return null;
  return Object.fromEntries(
    SERVING_MULTIPLIERS.map((multiplier) => [
      multiplier,
      yieldText(yieldServings, servingDescription, multiplier) ?? "",
    ]),
  ) as Record<ServingMultiplier, string>;
}
