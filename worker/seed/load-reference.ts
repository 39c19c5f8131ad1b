import { equipment } from "@schema/db/equipment";
import { ingredients } from "@schema/db/ingredients";
import { cuisines, diets, foodCategories, meals, methods, tags } from "@schema/db/taxonomies";
import { colorThemes, typeThemes } from "@schema/db/themes";
import { units } from "@schema/db/units";
import type { Reference } from "@schema/reference/index";
import type { SeedPlan } from "./load-plan";
import type { IngredientSeed, TaxonomyKind, TaxonomySeed, UnitSeed } from "./types";

export const taxonomyTables = {
  tags,
  methods,
  foodCategories,
  meals,
  cuisines,
  diets,
} as const satisfies Record<TaxonomyKind, unknown>;

/** Writes the platform catalogues: global rows (site_id null) under their fixed ids. */
export function planReference(plan: SeedPlan, reference: Reference): void {
  plan.add(
    units,
    reference.units.map((u) => ({
      id: u.id,
      slug: u.slug,
      title: u.title,
      pluralTitle: u.pluralTitle,
      abbreviation: u.abbreviation,
      kind: u.kind,
      system: u.system,
      ml: u.ml ?? null,
      g: u.g ?? null,
    })),
    // Migrations add later catalogue units to databases seeded before them.
    { keepExisting: true },
  );
  plan.add(
    ingredients,
    reference.ingredients.map((i) => ({
      id: i.id,
      siteId: null,
      slug: i.slug,
      title: i.title,
      pluralTitle: i.pluralTitle ?? null,
      gramsPerLiter: i.gramsPerLiter,
      defaultMetricMeasurementMethod: i.defaultMetricMeasurementMethod,
      defaultImperialMeasurementMethod: i.defaultImperialMeasurementMethod,
    })),
  );
  plan.add(
    equipment,
    reference.equipment.map((e) => ({ id: e.id, siteId: null, slug: e.slug, title: e.title })),
  );
  for (const kind of Object.keys(taxonomyTables) as TaxonomyKind[]) {
    plan.add(
      taxonomyTables[kind],
      reference.taxonomies[kind].map((t) => ({
        id: t.id,
        siteId: null,
        slug: t.slug,
        title: t.title,
      })),
    );
  }
  plan.add(colorThemes, reference.colorThemes);
  plan.add(typeThemes, reference.typeThemes);
}

/**
 * Slug → row lookups over the reference lists. Every miss throws an Error that names the
 * place in the content that asked (`where`) and the slug, so a typo in seed content points
 * straight at its recipe.
 */
export type ReferenceLookup = ReturnType<typeof referenceLookup>;

export function referenceLookup(reference: Reference) {
  const bySlug = <T extends { slug: string }>(items: readonly T[]) =>
    new Map(items.map((item) => [item.slug, item]));
  const find = <T>(map: Map<string, T>, what: string, slug: string, where: string): T => {
    const found = map.get(slug);
    if (!found) throw new Error(`Seed: ${where} refers to unknown ${what} "${slug}"`);
    return found;
  };

  const unitMap = bySlug(reference.units);
  const ingredientMap = bySlug(reference.ingredients);
  const equipmentMap = bySlug(reference.equipment);
  const colorThemeMap = bySlug(reference.colorThemes);
  const typeThemeMap = bySlug(reference.typeThemes);
  const taxonomyMaps = new Map(
    (Object.keys(taxonomyTables) as TaxonomyKind[]).map((kind) => [
      kind,
      bySlug(reference.taxonomies[kind]),
    ]),
  );

  return {
    unitId: (slug: string, where: string) => find(unitMap, "unit", slug, where).id,
    units: unitMap as ReadonlyMap<string, UnitSeed>,
    ingredient: (slug: string, where: string): IngredientSeed =>
      find(ingredientMap, "ingredient", slug, where),
    equipmentId: (slug: string, where: string) => find(equipmentMap, "equipment", slug, where).id,
    colorThemeId: (slug: string, where: string) =>
      find(colorThemeMap, "colour theme", slug, where).id,
    typeThemeId: (slug: string, where: string) => find(typeThemeMap, "type theme", slug, where).id,
    taxonomyId: (kind: TaxonomyKind, slug: string, where: string) =>
      find(taxonomyMaps.get(kind) ?? new Map<string, TaxonomySeed>(), `${kind} entry`, slug, where)
        .id,
  };
}
