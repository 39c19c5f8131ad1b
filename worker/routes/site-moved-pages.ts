import { type MovedResponse, movedResponse } from "@schema/api/answers/public-read";
import { movedParam } from "@schema/api/public-read";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { answers } from "../openapi/describe";
import { movedCollectionSlug, movedRecipeSlug } from "../services/sites/former-slugs";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/**
 * GET /api/v1/site/{siteSlug}/moved/{kind}/{slug}: a renamed recipe's or collection's old
 * slug, answered with the slug it has now, so the page at the old address can redirect
 * (404 when the slug never moved, or the recipe is no longer published).
 */
export const siteMovedPages = new Hono<AppEnv>().get(
  "/:siteSlug/moved/:kind/:slug",
  answers(
    200,
    movedResponse,
    "The page's slug now: the old one was its address before the creator renamed it",
  ),
  validate("param", movedParam),
  async (c) => {
    const { siteSlug, kind, slug } = c.req.valid("param");
    const site = await getSiteBySlug(c.var.db, siteSlug);
    const db = c.var.databases.of(site.database);
    const now =
      kind === "recipes"
        ? await movedRecipeSlug(db, site.id, slug)
        : await movedCollectionSlug(db, site.id, slug);
    if (now === null) throw notFound(kind === "recipes" ? "Recipe" : "Collection");
    // The same for every visitor, and moved again only by a save that moves the site's version.
    sharedCache(c);
    return c.json({ slug: now } satisfies MovedResponse);
  },
);
