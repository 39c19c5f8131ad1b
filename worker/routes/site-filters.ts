import { Hono } from "hono";
import { siteSlugParam } from "../../schema/api/common";
import type { AppEnv } from "../env";
import { filterGroups } from "../services/recipe-filters";
import { getSiteBySlug } from "../services/sites";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";
import { filtersResponse } from "../../schema/api/answers/public-read";
import { answers } from "../openapi/describe";

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
    const filters = await filterGroups(c.var.db, site.id);
    sharedCache(c);
    return c.json(filters);
  },
);
