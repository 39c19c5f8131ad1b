import { filtersResponse } from "@schema/api/answers/public-read";
import { siteSlugParam } from "@schema/api/common";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { filterGroups } from "../services/recipes/filters";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/** GET /api/v1/site/{siteSlug}/filters: the filter groups of the recipe index, with counts. */
export const siteFilters = new Hono<AppEnv>().get(
  "/:siteSlug/filters",
  answers(
    200,
    filtersResponse,
    "Each filter group's terms that published recipes use, with their recipe counts",
  ),
  validate("param", siteSlugParam),
  async (c) => {
    const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
    const filters = await filterGroups(c.var.databases.of(site.database), site.id);
    sharedCache(c);
    return c.json(filters);
  },
);
