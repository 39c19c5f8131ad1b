/**
 * The shapes of the platform's reference catalogues (units, ingredients, equipment,
 * taxonomies, themes): plain data the seed writes into D1 and the web app and tests read.
 */

export type MeasurementMethod = "weight" | "volume";

/** Units are global. `ml`/`g` give the size of one unit in the metric base unit. */
export type UnitSeed = {
  id: string; // fixed UUID, so content and tests can name it
  slug: string;
  title: string;
  pluralTitle: string;
  abbreviation: string | null;
  kind: "volume" | "weight" | "count" | "temperature" | "length" | "size" | "other";
  system: "us" | "metric" | "neutral";
  ml?: number; // volume units: millilitres in one unit
  g?: number; // weight units: grams in one unit
};

export type IngredientSeed = {
  id: string; // fixed UUID
  slug: string;
  title: string;
  pluralTitle?: string;
  gramsPerLiter: number | null; // density; null when a volume↔weight conversion makes no sense
  defaultMetricMeasurementMethod: MeasurementMethod;
  defaultImperialMeasurementMethod: MeasurementMethod;
};

export type EquipmentSeed = { id: string; slug: string; title: string };

export type TaxonomyKind = "tags" | "methods" | "foodCategories" | "meals" | "cuisines" | "diets";
export type TaxonomySeed = { id: string; slug: string; title: string };

export type ColorThemeSeed = {
  id: string;
  slug: string;
  title: string;
  colorText: string;
  colorAccent: string;
  colorSubdued: string;
  colorOverlay: string;
  colorBackground: string;
  colorPanel: string;
  colorEmphasis: string;
  colorOutline: string;
};

export type TypeThemeSeed = {
  id: string;
  slug: string;
  title: string;
  displayFontFamily: string; // one of FONT_FAMILIES
  narrativeFontFamily: string;
  displayFontNormalWeight: number;
  displayFontBoldWeight: number;
  narrativeFontNormalWeight: number;
  narrativeFontBoldWeight: number;
};
