import type { ManageGlobalsResponse } from "@schema/api/manage-sites";
import { contributors } from "@schema/db/contributors";
import { equipment } from "@schema/db/equipment";
import { ingredients } from "@schema/db/ingredients";
import { cuisines, diets, foodCategories, meals, methods, tags } from "@schema/db/taxonomies";
import { colorThemes, typeThemes } from "@schema/db/themes";
import { units } from "@schema/db/units";
import { fontFamilies } from "@schema/reference/type-themes";
import { asc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../env";
import { unitView } from "../recipes/unit-views";

type Catalogue = typeof tags;

/** A taxonomy as the editor's pickers list it: the platform's terms and the site's own. */
const terms = (db: Db, table: Catalogue, siteId: string) =>
  db
    .select({ id: table.id, slug: table.slug, title: table.title, siteId: table.siteId })
    .from(table)
    .where(or(isNull(table.siteId), eq(table.siteId, siteId)))
    .orderBy(asc(table.title));

/** GET manage/{siteSlug}/globals: every catalogue the recipe and settings editors pick from. */
export async function globalCatalogues(db: Db, siteId: string): Promise<ManageGlobalsResponse> {
  const [
    unitRows,
    ingredientRows,
    equipmentRows,
    tagRows,
    methodRows,
    categoryRows,
    mealRows,
    cuisineRows,
    dietRows,
    colorRows,
    typeRows,
    contributorRows,
  ] = await db.batch([
    db.select().from(units).orderBy(asc(units.kind), asc(units.title)),
    db
      .select()
      .from(ingredients)
      .where(or(isNull(ingredients.siteId), eq(ingredients.siteId, siteId)))
      .orderBy(asc(ingredients.title)),
    db
      .select()
      .from(equipment)
      .where(or(isNull(equipment.siteId), eq(equipment.siteId, siteId)))
      .orderBy(asc(equipment.title)),
    terms(db, tags, siteId),
    terms(db, methods, siteId),
    terms(db, foodCategories, siteId),
    terms(db, meals, siteId),
    terms(db, cuisines, siteId),
    terms(db, diets, siteId),
    db.select().from(colorThemes).orderBy(asc(colorThemes.title)),
    db.select().from(typeThemes).orderBy(asc(typeThemes.title)),
    // The people a recipe can credit: this site's only, in the site's own order.
    db
      .select({ id: contributors.id, name: contributors.name })
      .from(contributors)
      .where(eq(contributors.siteId, siteId))
      .orderBy(asc(contributors.position), asc(contributors.name)),
  ]);
  return {
    units: unitRows.map(unitView),
    ingredients: ingredientRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      pluralTitle: row.pluralTitle,
      gramsPerLiter: row.gramsPerLiter,
      defaultMetricMeasurementMethod: row.defaultMetricMeasurementMethod,
      defaultImperialMeasurementMethod: row.defaultImperialMeasurementMethod,
      siteId: row.siteId,
    })),
    equipment: equipmentRows.map(({ id, slug, title, siteId, featuredImageId }) => ({
      id,
      slug,
      title,
      siteId,
      featuredImageId,
    })),
    tags: tagRows,
    methods: methodRows,
    foodCategories: categoryRows,
    meals: mealRows,
    cuisines: cuisineRows,
    diets: dietRows,
    colorThemes: colorRows,
    typeThemes: typeRows,
    fontFamilies,
    contributors: contributorRows,
  };
}
