import { type MovedResponse, movedResponse } from "@schema/api/answers/public-read";
import { siteSlugParam } from "@schema/api/common";
import { movedQuery } from "@schema/api/public-read";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { answers } from "../openapi/describe";
import { getSiteBySlug } from "../services/sites/lookup";
import { whereNow } from "../services/sites/moved-address";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/**
 * GET /api/v1/site/{siteSlug}/moved?address=…: where an address of the site that is no page
 * now leads (the creator's redirect, a renamed recipe's or collection's old slug, an imported
 * recipe's permalink on the creator's old site), so the web app can redirect; 404 when it
 * leads nowhere.
 */
export const siteMovedPages = new Hono<AppEnv>().get(
  "/:siteSlug/moved",
  answers(
    200,
    movedResponse,
    "Where the address leads now: the creator redirected it, or the page it named was renamed or imported from it",
  ),
  validate("param", siteSlugParam),
  validate("query", movedQuery),
  async (c) => {
    const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
    const db = c.var.databases.of(site.database);
    const location = await whereNow(db, site.id, new URL(c.req.valid("query").address));
    if (location === null) throw notFound("Page");
    // The same for every visitor, and moved again only by a save that moves the site's version.
    sharedCache(c);
    return c.json({ location } satisfies MovedResponse);
  },
);
