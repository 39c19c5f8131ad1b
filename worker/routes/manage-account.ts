import type { AccountBookmarksResponse } from "@schema/api/account";
import { accountBookmarksResponse } from "@schema/api/answers/account";
import {
  accountSubscriptionsResponse,
  billingPortalSessionResponse,
} from "@schema/api/answers/subscriptions";
import {
  type AccountSubscriptionsResponse,
  type BillingPortalSessionResponse,
  billingPortalSessionBody,
  cancellationBody,
} from "@schema/api/subscriptions";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import {
  accountBookmarks,
  accountSubscriptions,
  cancelSubscription,
} from "../services/account/lists";
import { billed, ownSubscription, readerPortalSession } from "../services/payments/reader-billing";
import { validate } from "../validate";

/**
 * The account area's calls: /api/v1/manage/bookmarks, /subscriptions, /cancellations and
 * /billing-portal-sessions.
 * They span every site, so only a platform session may make them: a session signed in on
 * one creator's site must not read or change what the person does on the others.
 */
export const manageAccount = new Hono<AppEnv>()
  .get(
    "/bookmarks",
    sessionOnly,
    answers(
      200,
      accountBookmarksResponse,
      "The person's bookmarked recipes across every site, newest first",
    ),
    async (c) => {
      const session = requireSession(c, "platform");
      const bookmarks = await accountBookmarks(c.var.databases, c.env, session.user.id);
      return c.json({ bookmarks } satisfies AccountBookmarksResponse);
    },
  )
  .get(
    "/subscriptions",
    sessionOnly,
    answers(200, accountSubscriptionsResponse, "The person's subscriptions, one per site"),
    async (c) => {
      const session = requireSession(c, "platform");
      const subscriptions = await accountSubscriptions(c.var.databases, c.env, session.user.id);
      return c.json({ subscriptions } satisfies AccountSubscriptionsResponse);
    },
  )
  .post(
    "/cancellations",
    sessionOnly,
    answers(
      200,
      accountSubscriptionsResponse,
      "Cancelled (a paid plan at its period's end): the person's subscriptions, one per site",
    ),
    async (c, next) => {
      // Signed out is 401 before the body is looked at.
      requireSession(c, "platform");
      await next();
    },
    validate("json", cancellationBody),
    async (c) => {
      const session = requireSession(c, "platform");
      const { subscriptionId } = c.req.valid("json");
      await cancelSubscription(c.var.databases, c.env, session.user.id, subscriptionId);
      const subscriptions = await accountSubscriptions(c.var.databases, c.env, session.user.id);
      return c.json({ subscriptions } satisfies AccountSubscriptionsResponse);
    },
  )
  .post(
    "/billing-portal-sessions",
    sessionOnly,
    answers(
      201,
      billingPortalSessionResponse,
      "A Stripe Billing Portal session for the subscription: send the reader to url",
    ),
    async (c, next) => {
      requireSession(c, "platform");
      await next();
    },
    validate("json", billingPortalSessionBody),
    async (c) => {
      const session = requireSession(c, "platform");
      const { subscriptionId, flow } = c.req.valid("json");
      const found = await ownSubscription(c.var.databases, session.user.id, subscriptionId);
      const portal = await readerPortalSession(c.var.db, c.env, billed(found), {
        updateCard: flow === "payment_method_update",
      });
      return c.json(portal satisfies BillingPortalSessionResponse, 201);
    },
  );
