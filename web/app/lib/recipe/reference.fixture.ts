import type { IngredientUsageView, IngredientView, UnitView } from "@schema/api/public-read";
import { ingredients } from "@schema/reference/ingredients";
import { units } from "@schema/reference/units";

/**
 * Test fixtures built from the real seeded catalogues, so the converter's tests break when a
 * catalogue size or slug changes under it. Imported by tests only.
 */

export const catalogueUnits: UnitView[] = units.map((seed) => ({
  id: seed.id,
  slug: seed.slug,
  title: seed.title,
  pluralTitle: seed.pluralTitle,
  abbreviation: seed.abbreviation,
  kind: seed.kind,
  system: seed.system,
  ml: seed.ml ?? null,
  g: seed.g ?? null,
}));

export function unitBySlug(slug: string): UnitView {
  const found = catalogueUnits.find((unit) => unit.slug === slug);
  if (!found) throw new Error(`No unit ${slug} in the catalogue`);
  return found;
}

export function ingredientBySlug(slug: string): IngredientView {
  const seed = ingredients.find((ingredient) => ingredient.slug === slug);
  if (!seed) throw new Error(`No ingredient ${slug} in the catalogue`);
  return {
    id: seed.id,
    slug: seed.slug,
    title: seed.title,
    pluralTitle: seed.pluralTitle ?? null,
    gramsPerLiter: seed.gramsPerLiter,
    defaultMetricMeasurementMethod: seed.defaultMetricMeasurementMethod,
    defaultImperialMeasurementMethod: seed.defaultImperialMeasurementMethod,
  };
}

/** An ingredient line: `line(1.5, "cup", "all-purpose-flour")`, `line([1, 2], "clove", "garlic")`. */
export function line(
  quantity: number | [number, number] | null,
  unitSlug: string | null,
  ingredientSlug: string | null,
  overrides: Partial<IngredientUsageView> = {},
): IngredientUsageView {
  const [quantityMin, quantityMax] = Array.isArray(quantity) ? quantity : [quantity, null];
  return {
    id: "00000000-0000-4000-8000-000000000001",
    quantityMin,
    quantityMax,
    unit: unitSlug === null ? null : unitBySlug(unitSlug),
    ingredient: ingredientSlug === null ? null : ingredientBySlug(ingredientSlug),
    ingredientTitleOverride: null,
    preparation: null,
    note: null,
    link: null,
    ...overrides,
  };
}
