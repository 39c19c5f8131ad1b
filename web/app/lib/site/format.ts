import type { RecipeCard } from "@schema/api/public-read";

/** Small display formats of the site pages (cards, events, products). */

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Spec: prices are in cents and shown in USD. */
export const formatPriceCents = (cents: number) => USD.format(cents / 100);

export const recipeCountText = (count: number) => `${count} ${count === 1 ? "recipe" : "recipes"}`;

/** The card's time and the recipe's total: everything it asks for, prep, cook and custom. */
export function totalMinutes(
  recipe: Pick<RecipeCard, "prepTimeMinutes" | "cookTimeMinutes" | "customTimeMinutes">,
): number {
  return [recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.customTimeMinutes].reduce<number>(
    (sum, value) => sum + (value && value > 0 ? value : 0),
    0,
  );
}

export type RecipeTime = {
  key: "prep" | "cook" | "custom" | "total";
  label: string;
  minutes: number;
};

type Timed = Pick<RecipeCard, "prepTimeMinutes" | "cookTimeMinutes" | "customTimeMinutes"> & {
  customTimeLabel: string | null;
};

const positive = (minutes: number | null): minutes is number => minutes !== null && minutes > 0;

/**
 * The times line: prep, cook, the creator's own (e.g. "Rest"), and a total when it adds
 * something (with one stated time the total would only repeat it). Here, beside the card's
 * total, so the recipe page and the kitchen's import preview share it without a chunk of its
 * own on the recipe page (vite.config.ts).
 */
export function recipeTimes(recipe: Timed): RecipeTime[] {
  const times: RecipeTime[] = [];
  if (positive(recipe.prepTimeMinutes))
    times.push({ key: "prep", label: "Prep", minutes: recipe.prepTimeMinutes });
  if (positive(recipe.cookTimeMinutes))
    times.push({ key: "cook", label: "Cook", minutes: recipe.cookTimeMinutes });
  if (positive(recipe.customTimeMinutes)) {
    const label = recipe.customTimeLabel?.trim() || "Other";
    times.push({ key: "custom", label, minutes: recipe.customTimeMinutes });
  }
  if (times.length > 1) times.push({ key: "total", label: "Total", minutes: totalMinutes(recipe) });
  return times;
}
