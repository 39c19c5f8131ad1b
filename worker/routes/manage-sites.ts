import {
  createdSiteResponse,
  manageSiteListResponse,
  type RenamedSiteResponse,
  renamedSiteResponse,
} from "@schema/api/answers/manage-sites";
import { siteSlugParam } from "@schema/api/common";
import { createSiteBody } from "@schema/api/manage-sites";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { requireSession } from "../middleware/session";
import { answers } from "../openapi/describe";
import { deletedSitesOf } from "../services/deletion/site";
import { createSite } from "../services/sites/create";
import { sitesRunBy } from "../services/sites/directory";
import { renamedSiteOf } from "../services/sites/former-slugs";
import { siteOrigin } from "../services/sites/lookup";
import { validate } from "../validate";

/**
 * GET /api/v1/manage/sites: the sites the signed-in user may run from the kitchen.
 * POST /api/v1/manage/sites: opens a new site with the caller as its owner.
 * GET /api/v1/manage/renamed-sites/{siteSlug}: where a site the caller runs went, by an old slug.
 */
export const manageSites = new Hono<AppEnv>()
  .get(
    "/sites",
    answers(
      200,
      manageSiteListResponse,
      "The sites the person runs, by title, and the deleted ones they can still restore",
    ),
    async (c) => {
      const current = requireSession(c, "platform", { apiTokens: true });
      // An API token scoped to some sites sees only those.
      const rows = await sitesRunBy(c.var.db, current.user.id, current.apiToken?.siteIds);
      const result = await Promise.all(
        rows.map(async ({ site, role }) => ({
          id: site.id,
          slug: site.slug,
          title: site.title,
          role,
          url: await siteOrigin(c.var.db, c.env, site),
        })),
      );
      // Deleted sites the user owns, restorable until their window ends (services/deletion).
      const deletedSites = await deletedSitesOf(c.var.db, current.user.id);
      return c.json({ sites: result, deletedSites });
    },
  )
  .post(
    "/sites",
    answers(201, createdSiteResponse, "The new site, owned by the caller"),
    async (c, next) => {
      // Signed-in check before the body is looked at; platform sessions only (the kitchen).
      requireSession(c, "platform");
      await next();
    },
    validate("json", createSiteBody),
    async (c) => {
      const current = requireSession(c, "platform");
      const site = await createSite(c.var.databases, c.env, current.user.id, c.req.valid("json"));
      const url = await siteOrigin(c.var.db, c.env, site);
      return c.json(
        { site: { id: site.id, slug: site.slug, title: site.title, role: "owner" as const, url } },
        201,
      );
    },
  )
  .get(
    "/renamed-sites/:siteSlug",
    answers(
      200,
      renamedSiteResponse,
      "The slug now of a site the caller runs that had this one before it was renamed",
    ),
    validate("param", siteSlugParam),
    async (c) => {
      const current = requireSession(c, "platform", { apiTokens: true });
      const slug = await renamedSiteOf(
        c.var.db,
        c.req.valid("param").siteSlug,
        current.user.id,
        current.apiToken?.siteIds,
      );
      if (slug === null) throw notFound("Site");
      return c.json({ slug } satisfies RenamedSiteResponse);
    },
  );
