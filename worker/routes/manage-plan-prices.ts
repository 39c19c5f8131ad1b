import { accountLinkResponse, planPricesResponse } from "@schema/api/answers/manage-plan-prices";
import { ifMatchHeader } from "@schema/api/common";
import {
  paidSubscriptionsBody,
  planOffersBody,
  planPricesBody,
} from "@schema/api/manage-plan-prices";
import { Hono } from "hono";
import { requireUnchanged } from "../lib/preconditions";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import {
  createAccountLink,
  refreshAccount,
  setPaidSubscriptions,
} from "../services/payments/connect";
import {
  offersTag,
  planPrices,
  pricesTag,
  updatePlanOffers,
  updatePlanPrices,
} from "../services/payments/plan-prices";
import { validate } from "../validate";

/**
 * The kitchen's Plans page: /api/v1/manage/{siteSlug}/plan-prices (GET re-reads the Stripe
 * account, PUT sets the monthly and yearly prices), plan-offers, stripe-account-links
 * (connect with Stripe) and paid-subscriptions (turn paid plans on or off). The prices' and
 * the offers' saves take If-Match with their `tag` (ADR 0021).
 */
export const managePlanPrices = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/plan-prices",
    answers(200, planPricesResponse, "The paid plans' prices, offers and Stripe account state"),
    manager,
    async (c) => {
      let site = c.var.site;
      try {
        site = await refreshAccount(c.var.db, c.env, site);
      } catch (error) {
        // Stripe unreachable: the page still shows what Stripe said last time.
        console.error("Plans: the Stripe account could not be re-read", error);
      }
      return c.json(await planPrices(c.var.db, site));
    },
  )
  .put(
    "/:siteSlug/plan-prices",
    answers(200, planPricesResponse, "Saved: the Plans page's state with the new prices"),
    manager,
    validate("header", ifMatchHeader),
    validate("json", planPricesBody),
    async (c) => {
      requireUnchanged(c.req.valid("header")["if-match"], await pricesTag(c.var.site));
      const saved = await updatePlanPrices(c.var.db, c.env, c.var.site, c.req.valid("json"));
      return c.json(await planPrices(c.var.db, saved));
    },
  )
  .put(
    "/:siteSlug/plan-offers",
    answers(200, planPricesResponse, "Saved: the Plans page's state with the new offers"),
    manager,
    validate("header", ifMatchHeader),
    validate("json", planOffersBody),
    async (c) => {
      requireUnchanged(c.req.valid("header")["if-match"], await offersTag(c.var.site));
      const actor = c.var.manager.user;
      const saved = await updatePlanOffers(c.var.db, c.env, c.var.site, actor, c.req.valid("json"));
      return c.json(await planPrices(c.var.db, saved));
    },
  )
  .post(
    "/:siteSlug/stripe-account-links",
    answers(201, accountLinkResponse, "Stripe's onboarding: send the creator to `url`"),
    manager,
    async (c) => c.json(await createAccountLink(c.var.db, c.env, c.var.site), 201),
  )
  .put(
    "/:siteSlug/paid-subscriptions",
    answers(200, planPricesResponse, "Saved: the Plans page's state, paid plans on or off"),
    manager,
    validate("json", paidSubscriptionsBody),
    async (c) => {
      const saved = await setPaidSubscriptions(c.var.db, c.var.site, c.req.valid("json").enabled);
      return c.json(await planPrices(c.var.db, saved));
    },
  );
