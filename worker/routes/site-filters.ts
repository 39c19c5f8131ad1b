import { filtersResponse } from "@schema/api/answers/public-read";
import { siteSlugParam } from "@schema/api/common";
import { filtersQuery } from "@schema/api/public-read";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { filterGroups } from "../services/recipes/filters";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/**
 * GET /api/v1/site/{siteSlug}/filters: the filter groups of the recipe index, with counts.
 * Given the index's words and filters, each option counts what choosing it would list. The
 * answer is the same for every viewer, so caches keep it by its address (query included).
 */
export const siteFilters = new Hono<AppEnv>().get(
  "/:siteSlug/filters",
  answers(
    200,
    filtersResponse,
    "Each filter group's terms that published recipes use, with their recipe counts: with a query or filters, the recipes the list would show with that term chosen (the query and the other groups' filters apply, the term's own group does not)",
  ),
  validate("param", siteSlugParam),
  validate("query", filtersQuery),
  async (c) => {
    const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
    const filters = await filterGroups(
      c.var.databases.of(site.database),
      site.id,
      c.req.valid("query"),
    );
    sharedCache(c);
    return c.json(filters);
  },
);
