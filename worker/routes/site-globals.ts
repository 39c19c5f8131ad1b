import { Hono } from "hono";
import type {
  GlobalsResponse,
  SiteCollectionsResponse,
  SiteRecipesResponse,
} from "../../schema/api/public-read";
import type { AppEnv } from "../env";
import { siteCollectionEntries, siteRecipeEntries } from "../services/sitemap-entries";
import { allUnits } from "../services/unit-views";
import { sharedCache } from "./site-cache-control";

/**
 * Reads that belong to no single site: /api/v1/site/globals, site-recipes, site-collections.
 * Mounted before the /:siteSlug/… routes so these names are never taken for a site.
 */
export const siteGlobals = new Hono<AppEnv>()
  .get("/globals", async (c) => {
    const units = await allUnits(c.var.db);
    sharedCache(c);
    return c.json({ units } satisfies GlobalsResponse);
  })
  .get("/site-recipes", async (c) => {
    const siteRecipes = await siteRecipeEntries(c.var.db);
    sharedCache(c);
    return c.json({ siteRecipes } satisfies SiteRecipesResponse);
  })
  .get("/site-collections", async (c) => {
    const siteCollections = await siteCollectionEntries(c.var.db);
    sharedCache(c);
    return c.json({ siteCollections } satisfies SiteCollectionsResponse);
  });
