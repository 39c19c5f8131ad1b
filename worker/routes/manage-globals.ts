import { Hono } from "hono";
import { globalCatalogues } from "../services/manage/globals";
import { type ManagerEnv, manager } from "../services/manage/manager";

/** GET /api/v1/manage/{siteSlug}/globals: the catalogues the kitchen's editors pick from. */
export const manageGlobals = new Hono<ManagerEnv>().get("/:siteSlug/globals", manager, async (c) =>
  c.json(await globalCatalogues(c.var.db, c.var.site.id)),
);
