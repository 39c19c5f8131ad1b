import type { FiltersResponse } from "@schema/api/public-read";
import { recipes } from "@schema/db/recipes";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { publishedOn } from "./cards";
import { type TaxonomyTables, taxonomyTables } from "./taxonomy-tables";

/** One filter group: the terms on this site's published recipes, most used first. */
const termCounts = (db: Db, siteId: string, { link, terms }: TaxonomyTables) =>
  db
    .select({ id: terms.id, slug: terms.slug, title: terms.title, recipeCount: count() })
    .from(link)
    .innerJoin(terms, eq(terms.id, link.taxonomyId))
    .innerJoin(recipes, eq(recipes.id, link.recipeId))
    .where(publishedOn(siteId))
    .groupBy(terms.id)
    .orderBy(desc(count()), asc(sql`${terms.title} collate nocase`), asc(terms.id));

/** GET site/{siteSlug}/filters: six groups, one batch; unused terms are left out. */
export async function filterGroups(db: Db, siteId: string): Promise<FiltersResponse> {
  const [cuisines, meals, methods, diets, tags, categories] = await db.batch([
    termCounts(db, siteId, taxonomyTables.cuisines),
    termCounts(db, siteId, taxonomyTables.meals),
    termCounts(db, siteId, taxonomyTables.methods),
    termCounts(db, siteId, taxonomyTables.diets),
    termCounts(db, siteId, taxonomyTables.tags),
    termCounts(db, siteId, taxonomyTables.categories),
  ]);
  return { cuisines, meals, methods, diets, tags, categories };
}
