import { authorNutrientsBody } from "@schema/api/manage-recipes";
import type { Element } from "domhandler";
import { findAll, findOne } from "domutils";
import { hasClass, nodeText } from "./html-text";

/**
 * The nutrition a source page publishes, per serving, in the label's units (kcal; g; mg; µg
 * for vitamin D): kept on import as the recipe's imported figures, beside ours. Null when the
 * page gives no calories (a label without them is not one we can show).
 */
export type PublishedNutrition = { calories: number } & Partial<Record<PublishedNutrient, number>>;

type PublishedNutrient =
  | "calories"
  | "fat"
  | "saturatedFat"
  | "cholesterol"
  | "sodium"
  | "carbohydrate"
  | "fiber"
  | "sugars"
  | "protein"
  | "calcium"
  | "iron"
  | "potassium"
  | "vitaminD";

/** Each nutrient's unit in the label. */
const UNIT: Record<PublishedNutrient, "kcal" | "g" | "mg" | "µg"> = {
  calories: "kcal",
  fat: "g",
  saturatedFat: "g",
  cholesterol: "mg",
  sodium: "mg",
  carbohydrate: "g",
  fiber: "g",
  sugars: "g",
  protein: "g",
  calcium: "mg",
  iron: "mg",
  potassium: "mg",
  vitaminD: "µg",
};

// schema.org NutritionInformation's properties (calcium and the rest are not schema.org's).
const SCHEMA_PROPERTIES: Record<string, PublishedNutrient> = {
  calories: "calories",
  fatContent: "fat",
  saturatedFatContent: "saturatedFat",
  cholesterolContent: "cholesterol",
  sodiumContent: "sodium",
  carbohydrateContent: "carbohydrate",
  fiberContent: "fiber",
  sugarContent: "sugars",
  proteinContent: "protein",
};

// WP Recipe Maker's nutrition field names (wprm-nutrition-label-text-nutrition-container-*).
const WPRM_FIELDS: Record<string, PublishedNutrient> = {
  calories: "calories",
  fat: "fat",
  "saturated-fat": "saturatedFat",
  saturated_fat: "saturatedFat",
  cholesterol: "cholesterol",
  sodium: "sodium",
  carbohydrates: "carbohydrate",
  fiber: "fiber",
  sugar: "sugars",
  protein: "protein",
  calcium: "calcium",
  iron: "iron",
  potassium: "potassium",
  "vitamin-d": "vitaminD",
  vitamin_d: "vitaminD",
};

const TO_GRAMS: Record<string, number> = {
  g: 1,
  gram: 1,
  grams: 1,
  mg: 1e-3,
  mcg: 1e-6,
  µg: 1e-6,
  μg: 1e-6,
};
const FROM_GRAMS: Record<"g" | "mg" | "µg", number> = { g: 1, mg: 1e3, µg: 1e6 };

/**
 * A figure as pages write it ("250 kcal", "12 g", "1,200mg", "0.5"), in the nutrient's unit.
 * A bare number is taken as already in it. Null for text with no number, or a unit that
 * makes no sense for the nutrient (vitamin D in IU, say).
 */
export function figureOf(text: string, nutrient: PublishedNutrient): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?|\.\d+)\s*([a-zµμ]+)?/i.exec(text.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ""));
  if (!Number.isFinite(value) || value < 0) return null;
  const unit = (match[2] ?? "").toLowerCase();
  const wanted = UNIT[nutrient];
  if (wanted === "kcal")
    return unit === "" || /^(k?cal|calories?|kcals?)$/.test(unit) ? value : null;
  if (unit === "") return value;
  const grams = TO_GRAMS[unit];
  if (grams === undefined) return null;
  return Math.round(value * grams * FROM_GRAMS[wanted] * 1000) / 1000;
}

/**
 * The figures, or null without calories. A figure beyond what the save accepts (a typo on
 * the page: 25000 g of fat) is left out rather than refusing the whole import.
 */
function complete(values: Partial<Record<PublishedNutrient, number>>): PublishedNutrition | null {
  const kept: Partial<Record<PublishedNutrient, number>> = {};
  for (const [name, value] of Object.entries(values) as [PublishedNutrient, number][]) {
    if (authorNutrientsBody.shape[name].safeParse(value).success) kept[name] = value;
  }
  return typeof kept.calories === "number" ? { ...kept, calories: kept.calories } : null;
}

/** A schema.org Recipe's `nutrition` (NutritionInformation), per serving. */
export function schemaNutrition(node: unknown): PublishedNutrition | null {
  const info = Array.isArray(node) ? node[0] : node;
  if (typeof info !== "object" || info === null) return null;
  const values: Partial<Record<PublishedNutrient, number>> = {};
  for (const [property, nutrient] of Object.entries(SCHEMA_PROPERTIES)) {
    const raw = (info as Record<string, unknown>)[property];
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (typeof text !== "string" && typeof text !== "number") continue;
    const figure = figureOf(String(text), nutrient);
    if (figure !== null) values[nutrient] = figure;
  }
  return complete(values);
}

/** WP Recipe Maker's nutrition block inside its card. */
export function wprmNutrition(card: Element): PublishedNutrition | null {
  const prefix = "wprm-nutrition-label-text-nutrition-container-";
  const values: Partial<Record<PublishedNutrient, number>> = {};
  const containers = findAll(
    (el) => (el.attribs.class ?? "").split(/\s+/).some((c) => c.startsWith(prefix)),
    card.children,
  );
  for (const container of containers) {
    const name = (container.attribs.class ?? "")
      .split(/\s+/)
      .find((c) => c.startsWith(prefix))
      ?.slice(prefix.length);
    const nutrient = name ? WPRM_FIELDS[name] : undefined;
    if (!nutrient) continue;
    const value = findOne(
      (el) => hasClass(el, "wprm-nutrition-label-text-nutrition-value"),
      container.children,
    );
    const unit = findOne(
      (el) => hasClass(el, "wprm-nutrition-label-text-nutrition-unit"),
      container.children,
    );
    if (!value) continue;
    const figure = figureOf(`${nodeText(value)} ${unit ? nodeText(unit) : ""}`, nutrient);
    if (figure !== null) values[nutrient] = figure;
  }
  return complete(values);
}
