import { manageSiteResponse } from "@schema/api/answers/manage-sites";
import { siteSettingsBody } from "@schema/api/manage-sites";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { manageSiteView, updateSiteSettings } from "../services/sites/settings";
import { validate } from "../validate";

/**
 * The site itself, as its managers see and change it:
 *  GET /api/v1/manage/{siteSlug}/current-site is also the manager check (200 for managers,
 *  401 signed out, 404 for anyone else); PUT /api/v1/manage/{siteSlug}/sites saves settings.
 */
export const manageSiteSettings = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/current-site",
    answers(
      200,
      manageSiteResponse,
      "The site as visitors see it, the caller's role, its address and the stored settings",
    ),
    manager,
    async (c) => {
      const { databases, site, role } = c.var;
      return c.json({ site: await manageSiteView(databases, c.env, site, role) });
    },
  )
  .put(
    "/:siteSlug/sites",
    answers(200, manageSiteResponse, "The site, as saved"),
    manager,
    validate("json", siteSettingsBody),
    async (c) => {
      const { databases, dbs, site, role } = c.var;
      const saved = await updateSiteSettings(dbs, site, c.req.valid("json"));
      return c.json({ site: await manageSiteView(databases, c.env, saved, role) });
    },
  );
