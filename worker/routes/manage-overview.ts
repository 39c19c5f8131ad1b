import { manageOverviewResponse } from "@schema/api/answers/manage-overview";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { siteRevenue } from "../services/payments/revenue";
import { siteOverview } from "../services/sites/overview";

/**
 * GET /api/v1/manage/{siteSlug}/overview: recipe counts, subscribers per plan and per week,
 * comments waiting and the latest ones, recent recipes and subscribers, and the paid plans'
 * revenue, in one call.
 */
export const manageOverview = new Hono<ManagerEnv>().get(
  "/:siteSlug/overview",
  answers(200, manageOverviewResponse, "The kitchen's overview: counts, activity and revenue"),
  manager,
  async (c) => {
    const overview = await siteOverview(c.var.db, c.var.site.id);
    const fee = Number(c.env.PLATFORM_FEE_PERCENT);
    return c.json({ ...overview, revenue: await siteRevenue(c.var.db, c.var.site.id, fee) });
  },
);
