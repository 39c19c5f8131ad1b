import { platformFoodOf, shippedFood } from "../nutrition/foods";

/**
 * Aisles of the shopping list, from the USDA food group of the food the nutrition match gives
 * each platform ingredient (nutrition/ingredient-foods.ts, usda-foods.ts). A site's own
 * ingredients and lines added by hand go to "Other": their food is the creator's choice, not
 * a reviewed match, and a hand-typed name has none.
 */
export const AISLES = [
  { key: "produce", name: "Fruit and vegetables" },
  { key: "bakery", name: "Bakery" },
  { key: "meat-fish", name: "Meat and fish" },
  { key: "dairy-eggs", name: "Dairy and eggs" },
  { key: "baking", name: "Baking" },
  { key: "pantry", name: "Pantry" },
  { key: "oils", name: "Oils and fats" },
  { key: "spices", name: "Herbs and spices" },
  { key: "drinks", name: "Drinks" },
  { key: "other", name: "Other" },
] as const;

export type AisleKey = (typeof AISLES)[number]["key"];

/** USDA SR26 food groups (FD_GROUP) to the aisle a shop keeps them in. */
const AISLE_OF_FOOD_GROUP: Readonly<Record<string, AisleKey>> = {
  "Fruits and Fruit Juices": "produce",
  "Vegetables and Vegetable Products": "produce",
  "Baked Products": "bakery",
  "Beef Products": "meat-fish",
  "Pork Products": "meat-fish",
  "Poultry Products": "meat-fish",
  "Lamb, Veal, and Game Products": "meat-fish",
  "Sausages and Luncheon Meats": "meat-fish",
  "Finfish and Shellfish Products": "meat-fish",
  "Dairy and Egg Products": "dairy-eggs",
  Sweets: "baking",
  "Cereal Grains and Pasta": "pantry",
  "Breakfast Cereals": "pantry",
  "Legumes and Legume Products": "pantry",
  "Nut and Seed Products": "pantry",
  "Soups, Sauces, and Gravies": "pantry",
  Snacks: "pantry",
  "Fats and Oils": "oils",
  "Spices and Herbs": "spices",
  Beverages: "drinks",
};

const NAMES: ReadonlyMap<string, string> = new Map(AISLES.map((a) => [a.key, a.name]));
const ORDER: ReadonlyMap<string, number> = new Map(AISLES.map((a, i) => [a.key, i]));

/** The aisle of a platform ingredient (by slug); "other" for anything else. */
export function aisleOfIngredient(ingredient: { slug: string; siteId: string | null } | null) {
  if (!ingredient || ingredient.siteId !== null) return "other" satisfies AisleKey;
  const group = shippedFood(platformFoodOf(ingredient.slug))?.foodGroup;
  return (group && AISLE_OF_FOOD_GROUP[group]) || ("other" satisfies AisleKey);
}

/** The aisle's readable name; an unknown key (an old browser copy) reads "Other". */
export const aisleName = (key: string): string => NAMES.get(key) ?? "Other";

/** Shop order of aisles; unknown keys last. */
export const aisleOrder = (key: string): number => ORDER.get(key) ?? AISLES.length;
