import { Hono } from "hono";
import { appSubscriptionBody } from "../../schema/api/app-subscriptions";
import { type ManagerEnv, manager } from "../services/manage/manager";
import {
  currentAppSubscription,
  planPortalSession,
  startPlanCheckout,
} from "../services/platform-plan/app-subscriptions";
import { validate } from "../validate";

/**
 * The creator's own platform plan (platform spec §7): app-subscriptions (Checkout on the
 * platform account), current-app-subscription (its state and what it unlocks) and
 * app-subscription-billing-portal-sessions (its Billing Portal). Buying and managing are
 * the owner's; any manager may read the state.
 */
export const manageAppSubscriptions = new Hono<ManagerEnv>()
  .post("/:siteSlug/app-subscriptions", manager, validate("json", appSubscriptionBody), async (c) =>
    c.json(await startPlanCheckout(c.var.db, c.env, c.var, c.req.valid("json")), 201),
  )
  .get("/:siteSlug/current-app-subscription", manager, async (c) =>
    c.json(await currentAppSubscription(c.var.db, c.env, c.var.site, c.var.role)),
  )
  .post("/:siteSlug/app-subscription-billing-portal-sessions", manager, async (c) =>
    c.json(await planPortalSession(c.var.db, c.env, c.var.site, c.var.role), 201),
  );
