import { manageOverviewResponse } from "@schema/api/answers/manage-overview";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { giftStats } from "../services/gifts/stats";
import { siteRevenue } from "../services/payments/revenue";
import { siteOverview } from "../services/sites/overview";

/**
 * GET /api/v1/manage/{siteSlug}/overview: recipe counts, subscribers per plan and per week,
 * comments waiting and the latest ones, recent recipes and subscribers, the paid plans'
 * revenue and the gifts readers sent, in one call.
 */
export const manageOverview = new Hono<ManagerEnv>().get(
  "/:siteSlug/overview",
  answers(200, manageOverviewResponse, "The kitchen's overview: counts, activity and revenue"),
  manager,
  async (c) => {
    const { dbs, site } = c.var;
    const fee = Number(c.env.PLATFORM_FEE_PERCENT);
    const [overview, revenue, gifts] = await Promise.all([
      siteOverview(dbs, site.id),
      siteRevenue(dbs.site, site.id, fee),
      giftStats(dbs.site, site.id),
    ]);
    return c.json({ ...overview, revenue, gifts });
  },
);
