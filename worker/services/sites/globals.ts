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
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { ingredientView } from "../recipes/ingredient-views";
import { unitView } from "../recipes/unit-views";

type Catalogue = typeof tags;

/** A taxonomy as the editor's pickers list it: the platform's terms and the site's own. */
const terms = (db: Db, table: Catalogue, siteId: string) =>
  db
    .select({ id: table.id, slug: table.slug, title: table.title, siteId: table.siteId })
    .from(table)
    .where(or(isNull(table.siteId), eq(table.siteId, siteId)))
    .orderBy(asc(table.title));

/** Every catalogue's rows the site may pick, in one batch of one database. */
const readCatalogues = (db: Db, siteId: string) =>
  db.batch([
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

type Catalogues = Awaited<ReturnType<typeof readCatalogues>>;

/** Ordered by title as SQLite orders text: by code unit, not by locale. */
const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title < b.title ? -1 : a.title > b.title ? 1 : 0;

/** The platform's rows from its own database, the site's from the site's, in one order. */
const platformAndOwn = <T extends { title: string; siteId: string | null }>(
  platform: readonly T[],
  own: readonly T[],
) =>
  [
    ...platform.filter((row) => row.siteId === null),
    ...own.filter((row) => row.siteId !== null),
  ].sort(byTitle);

/**
 * A moved site's catalogues (ADR 0014): the platform's rows as the platform holds them now
 * (its site database has copies only of those it used), the site's own from its database.
 */
async function movedCatalogues(dbs: SiteDbs, siteId: string): Promise<Catalogues> {
  const [platform, own] = await Promise.all([
    readCatalogues(dbs.platform, siteId),
    readCatalogues(dbs.site, siteId),
  ]);
  return [
    platform[0],
    platformAndOwn(platform[1], own[1]),
    platformAndOwn(platform[2], own[2]),
    platformAndOwn(platform[3], own[3]),
    platformAndOwn(platform[4], own[4]),
    platformAndOwn(platform[5], own[5]),
    platformAndOwn(platform[6], own[6]),
    platformAndOwn(platform[7], own[7]),
    platformAndOwn(platform[8], own[8]),
    platform[9],
    platform[10],
    own[11],
  ];
}

/** GET manage/{siteSlug}/globals: every catalogue the recipe and settings editors pick from. */
export async function globalCatalogues(
  dbs: SiteDbs,
  siteId: string,
): Promise<ManageGlobalsResponse> {
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
  ] = unmoved(dbs) ? await readCatalogues(dbs.site, siteId) : await movedCatalogues(dbs, siteId);
  return {
    units: unitRows.map(unitView),
    ingredients: ingredientRows.map((row) => ({ ...ingredientView(row), siteId: row.siteId })),
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
