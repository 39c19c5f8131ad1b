import { currentSiteResponse } from "@schema/api/answers/public-site";
import { siteSlugParam } from "@schema/api/common";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { answers } from "../openapi/describe";
import { siteViewBySlug } from "../services/sites/view";
import { validate } from "../validate";

/** GET /api/v1/site/{siteSlug}/current-site: the site's public settings and lists. */
export const siteInfo = new Hono<AppEnv>().get(
  "/:siteSlug/current-site",
  answers(
    200,
    currentSiteResponse,
    "The site's public settings and lists: what its header, footer, theme and pages render from",
  ),
  validate("param", siteSlugParam),
  async (c) => {
    const site = await siteViewBySlug(c.var.databases, c.req.valid("param").siteSlug);
    if (!site) throw notFound("Site");
    return c.json({ site });
  },
);
