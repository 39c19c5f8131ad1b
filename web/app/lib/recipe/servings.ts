import { formatQuantity, scaleQuantity } from "./quantity";

/**
 * docs/spec/visitor-experience.md §9: the servings control offers these multiples of the recipe's
 * yield.
 */
export const SERVING_MULTIPLIERS = [0.5, 1, 2, 3, 4] as const;
export type ServingMultiplier = (typeof SERVING_MULTIPLIERS)[number];

export const DEFAULT_MULTIPLIER: ServingMultiplier = 1;

export function isServingMultiplier(value: unknown): value is ServingMultiplier {
  return SERVING_MULTIPLIERS.some((multiplier) => multiplier === value);
}

/**
 * A multiplier from a query parameter or stored preference ("2", "0.5"); anything else is 1,
 * so a hand-edited URL cannot ask for ×1000.
 */
export function parseMultiplier(value: string | null | undefined): ServingMultiplier {
  const parsed = value ? Number(value) : Number.NaN;
  return isServingMultiplier(parsed) ? parsed : DEFAULT_MULTIPLIER;
}

/** Button text of a multiplier: "½×", "1×", "2×". */
export function multiplierLabel(multiplier: number): string {
  return `${formatQuantity(multiplier)}×`;
}

/** The yield at this multiplier; null when the recipe states none. */
export function scaledServings(yieldServings: number | null, multiplier: number): number | null {
  if (yieldServings === null || !(yieldServings > 0)) return null;
  return scaleQuantity(yieldServings, multiplier);
}
