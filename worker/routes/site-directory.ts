import { asc, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { sites } from "../../schema/db/sites";
import type { AppEnv } from "../env";
import { siteSlugsResponse } from "../../schema/api/answers/public-site";
import { answers } from "../openapi/describe";

/** GET /api/v1/site/site-slugs: every site's slug (static generation, sitemaps, the directory). */
export const siteDirectory = new Hono<AppEnv>().get(
  "/site-slugs",
  answers(
    200,
    siteSlugsResponse,
    "Every live site's slug, alphabetical (static generation, sitemaps)",
  ),
  async (c) => {
    const rows = await c.var.db
      .select({ slug: sites.slug })
      .from(sites)
      .where(isNull(sites.deletedAt))
      .orderBy(asc(sites.slug));
    return c.json({ siteSlugs: rows.map((row) => row.slug) });
  },
);
