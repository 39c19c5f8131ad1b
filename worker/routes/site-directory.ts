import { siteSlugsResponse } from "@schema/api/answers/public-site";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { liveSiteSlugs } from "../services/sites/directory";

/** GET /api/v1/site/site-slugs: every site's slug (static generation, sitemaps, the directory). */
export const siteDirectory = new Hono<AppEnv>().get(
  "/site-slugs",
  answers(
    200,
    siteSlugsResponse,
    "Every live site's slug, alphabetical (static generation, sitemaps)",
  ),
  async (c) => {
    return c.json({ siteSlugs: await liveSiteSlugs(c.var.db) });
  },
);
