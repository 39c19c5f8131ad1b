import type { SiteCollectionsResponse, SiteRecipesResponse } from "@schema/api/public-read";
import { collections } from "@schema/db/collections";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../env";

/** GET site/site-recipes: every published recipe page of every site (sitemaps, prerendering). */
export async function siteRecipeEntries(db: Db): Promise<SiteRecipesResponse["siteRecipes"]> {
  const rows = await db
    .select({ siteSlug: sites.slug, recipeSlug: recipes.slug, updatedAt: recipes.updatedAt })
    .from(recipes)
    .innerJoin(sites, eq(sites.id, recipes.siteId))
    .where(and(isNotNull(recipes.publishedAt), isNull(sites.deletedAt)))
    .orderBy(asc(sites.slug), asc(recipes.slug));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** GET site/site-collections: every collection page of every site. */
export async function siteCollectionEntries(
  db: Db,
): Promise<SiteCollectionsResponse["siteCollections"]> {
  return db
    .select({ siteSlug: sites.slug, collectionSlug: collections.slug })
    .from(collections)
    .innerJoin(sites, eq(sites.id, collections.siteId))
    .where(isNull(sites.deletedAt))
    .orderBy(asc(sites.slug), asc(collections.slug));
}
