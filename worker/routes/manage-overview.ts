import { Hono } from "hono";
import { type ManagerEnv, manager } from "../services/manage/manager";
import { siteOverview } from "../services/manage/overview";

/**
 * GET /api/v1/manage/{siteSlug}/overview: recipe counts, subscribers per plan and per week,
 * comments waiting and the latest ones, recent recipes and subscribers, in one call.
 */
export const manageOverview = new Hono<ManagerEnv>().get(
  "/:siteSlug/overview",
  manager,
  async (c) => c.json(await siteOverview(c.var.db, c.var.site.id)),
);
