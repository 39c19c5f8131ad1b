import { Hono } from "hono";
import { planPricesBody } from "../../schema/api/manage-plan-prices";
import { type ManagerEnv, manager } from "../services/manage/manager";
import { planPrices, updatePlanPrices } from "../services/manage/plan-prices";
import { validate } from "../validate";

/**
 * GET and PUT /api/v1/manage/{siteSlug}/plan-prices: the monthly and yearly prices
 * visitors pay (the settings write shape of PUT sites does not carry them).
 */
export const managePlanPrices = new Hono<ManagerEnv>()
  .get("/:siteSlug/plan-prices", manager, async (c) =>
    c.json(await planPrices(c.var.db, c.var.site)),
  )
  .put("/:siteSlug/plan-prices", manager, validate("json", planPricesBody), async (c) => {
    const saved = await updatePlanPrices(c.var.db, c.var.site, c.req.valid("json"));
    return c.json(await planPrices(c.var.db, saved));
  });
