import { deletedSiteResponse, restoredSiteResponse } from "@schema/api/answers/deletion";
import { siteSlugParam } from "@schema/api/common";
import { deleteSiteBody } from "@schema/api/deletion";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import { customHostnamesFor } from "../services/custom-hostnames/cloudflare";
import { deleteSite, requireOwner, restoreSite } from "../services/deletion/site";
import { validate } from "../validate";

/**
 * POST /api/v1/manage/{siteSlug}/deletion: the owner deletes the site, typing its slug.
 * POST /api/v1/manage/deleted-sites/{siteSlug}/restore: the owner undoes it within 30 days.
 * (GET manage/sites lists the deleted sites beside the live ones.)
 */
export const manageSiteDeletion = new Hono<ManagerEnv>()
  .post(
    "/:siteSlug/deletion",
    sessionOnly,
    answers(200, deletedSiteResponse, "Deleted: offline now, restorable until `purgeAt`"),
    manager,
    async (c, next) => {
      // The kitchen's own session only (not one signed in on the site), and the owner's:
      // a manager learns they may not, before anything about their body.
      requireSession(c, "platform");
      requireOwner(c.var.role);
      await next();
    },
    validate("json", deleteSiteBody),
    async (c) => {
      const deletedSite = await deleteSite(
        c.var.db,
        c.env,
        c.var.site,
        c.req.valid("json").confirmSlug,
        customHostnamesFor(c.env),
      );
      return c.json({ deletedSite });
    },
  )
  .post(
    "/deleted-sites/:siteSlug/restore",
    sessionOnly,
    answers(200, restoredSiteResponse, "Restored: the site is live again"),
    validate("param", siteSlugParam),
    async (c) => {
      const current = requireSession(c, "platform");
      const restored = await restoreSite(
        c.var.databases,
        c.env,
        current.user.id,
        c.req.valid("param").siteSlug,
      );
      return c.json(restored);
    },
  );
