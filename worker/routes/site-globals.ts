import {
  globalsResponse,
  siteCollectionsResponse,
  siteRecipesResponse,
} from "@schema/api/answers/public-read";
import type {
  GlobalsResponse,
  SiteCollectionsResponse,
  SiteRecipesResponse,
} from "@schema/api/public-read";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { allUnits } from "../services/recipes/unit-views";
import { siteCollectionEntries, siteRecipeEntries } from "../services/sites/sitemap-entries";
import { sharedCache } from "./site-cache-control";

/**
 * Reads that belong to no single site: /api/v1/site/globals, site-recipes, site-collections.
 * Mounted before the /:siteSlug/… routes so these names are never taken for a site.
 */
export const siteGlobals = new Hono<AppEnv>()
  .get(
    "/globals",
    answers(200, globalsResponse, "Every unit of measure, for conversions"),
    async (c) => {
      const units = await allUnits(c.var.db);
      sharedCache(c);
      return c.json({ units } satisfies GlobalsResponse);
    },
  )
  .get(
    "/site-recipes",
    answers(200, siteRecipesResponse, "Every published recipe of every site, for sitemaps"),
    async (c) => {
      const siteRecipes = await siteRecipeEntries(c.var.databases);
      sharedCache(c);
      return c.json({ siteRecipes } satisfies SiteRecipesResponse);
    },
  )
  .get(
    "/site-collections",
    answers(200, siteCollectionsResponse, "Every collection of every site, for sitemaps"),
    async (c) => {
      const siteCollections = await siteCollectionEntries(c.var.databases);
      sharedCache(c);
      return c.json({ siteCollections } satisfies SiteCollectionsResponse);
    },
  );
