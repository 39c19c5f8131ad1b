import {
  currentAppSubscriptionResponse,
  stripeRedirectResponse,
} from "@schema/api/answers/app-subscriptions";
import { appSubscriptionBody } from "@schema/api/app-subscriptions";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import {
  currentAppSubscription,
  planPortalSession,
  startPlanCheckout,
} from "../services/platform-plan/app-subscriptions";
import { validate } from "../validate";

/**
 * The creator's own platform plan (docs/spec/platform-and-kitchen.md §7): app-subscriptions
 * (Checkout on the platform account), current-app-subscription (its state and what it unlocks) and
 * app-subscription-billing-portal-sessions (its Billing Portal). Buying and managing are the
 * owner's; any manager may read the state.
 */
export const manageAppSubscriptions = new Hono<ManagerEnv>()
  .post(
    "/:siteSlug/app-subscriptions",
    answers(
      201,
      stripeRedirectResponse,
      "Stripe Checkout for the Pro plan: send the owner to `url`",
    ),
    manager,
    validate("json", appSubscriptionBody),
    async (c) => c.json(await startPlanCheckout(c.var.db, c.env, c.var, c.req.valid("json")), 201),
  )
  .get(
    "/:siteSlug/current-app-subscription",
    answers(200, currentAppSubscriptionResponse, "The site's platform plan and what it unlocks"),
    manager,
    async (c) => c.json(await currentAppSubscription(c.var.db, c.env, c.var.site, c.var.role)),
  )
  .post(
    "/:siteSlug/app-subscription-billing-portal-sessions",
    answers(
      201,
      stripeRedirectResponse,
      "Stripe's Billing Portal for the plan: send the owner to `url`",
    ),
    manager,
    async (c) => c.json(await planPortalSession(c.var.db, c.env, c.var.site, c.var.role), 201),
  );
