import { manageGlobalsResponse } from "@schema/api/answers/manage-sites";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { globalCatalogues } from "../services/sites/globals";

/** GET /api/v1/manage/{siteSlug}/globals: the catalogues the kitchen's editors pick from. */
export const manageGlobals = new Hono<ManagerEnv>().get(
  "/:siteSlug/globals",
  answers(
    200,
    manageGlobalsResponse,
    "Every catalogue the kitchen's editors pick from: the platform's and the site's own",
  ),
  manager,
  async (c) => c.json(await globalCatalogues(c.var.dbs, c.var.site.id)),
);
