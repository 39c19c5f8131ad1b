import type { SiteCollectionsResponse, SiteRecipesResponse } from "@schema/api/public-read";
import { collections } from "@schema/db/collections";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../env";
import { everySiteDatabase, type SiteDatabases } from "../../lib/site-databases";
import { byCodeUnit } from "../../lib/text-order";

/**
 * Every site's pages, for sitemaps and prerendering. The pages are sites' rows, in every
 * database holding sites; which site is live, and its slug, is the platform's directory
 * (ADR 0014). A site's rows count only from the database its directory row names.
 */

/** Live sites by id, with the database each names. */
async function liveSites(databases: SiteDatabases) {
  const rows = await databases.platform
    .select({ id: sites.id, slug: sites.slug, database: sites.database })
    .from(sites)
    .where(isNull(sites.deletedAt));
  return new Map(rows.map((site) => [site.id, site]));
}

/** Rows of each database whose site is live and held there, each with its site's slug. */
async function fromEverySite<T extends { siteId: string }>(
  databases: SiteDatabases,
  read: (db: Db) => Promise<T[]>,
) {
  const [live, held] = await Promise.all([
    liveSites(databases),
    everySiteDatabase(databases).then((dbs) =>
      Promise.all(dbs.map(async (db) => ({ db, rows: await read(db) }))),
    ),
  ]);
  return held.flatMap(({ db, rows }) =>
    rows.flatMap((row) => {
      const site = live.get(row.siteId);
      return site && databases.of(site.database) === db ? [{ ...row, siteSlug: site.slug }] : [];
    }),
  );
}

/** GET site/site-recipes: every published recipe page of every site (sitemaps, prerendering). */
export async function siteRecipeEntries(
  databases: SiteDatabases,
): Promise<SiteRecipesResponse["siteRecipes"]> {
  const rows = await fromEverySite(databases, (db) =>
    db
      .select({ siteId: recipes.siteId, recipeSlug: recipes.slug, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(isNotNull(recipes.publishedAt)),
  );
  return rows
    .sort((a, b) => byCodeUnit(a.siteSlug, b.siteSlug) || byCodeUnit(a.recipeSlug, b.recipeSlug))
    .map((row) => ({
      siteSlug: row.siteSlug,
      recipeSlug: row.recipeSlug,
      updatedAt: row.updatedAt.toISOString(),
    }));
}

/** GET site/site-collections: every collection page of every site. */
export async function siteCollectionEntries(
  databases: SiteDatabases,
): Promise<SiteCollectionsResponse["siteCollections"]> {
  const rows = await fromEverySite(databases, (db) =>
    db.select({ siteId: collections.siteId, collectionSlug: collections.slug }).from(collections),
  );
  return rows
    .sort(
      (a, b) =>
        byCodeUnit(a.siteSlug, b.siteSlug) || byCodeUnit(a.collectionSlug, b.collectionSlug),
    )
    .map((row) => ({ siteSlug: row.siteSlug, collectionSlug: row.collectionSlug }));
}
