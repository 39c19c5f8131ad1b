import {
  subscriberActionResponse,
  subscriberEmailsResponse,
  subscriberListResponse,
} from "@schema/api/answers/manage-subscribers";
import {
  type SubscriberEmailsResponse,
  type SubscriberListResponse,
  subscriberActionBody,
  subscriberActionParams,
  subscriberEmailsBody,
  subscriberListQuery,
} from "@schema/api/manage-subscribers";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { applySubscriberAction } from "../services/subscribers/actions";
import { listSubscribers } from "../services/subscribers/kitchen-list";
import {
  setSubscriberEmails,
  subscriberEmailsOf,
} from "../services/subscribers/notice-mail-switch";
import { validate } from "../validate";

/**
 * /api/v1/manage/{siteSlug}/subscribers: the kitchen's subscriber list, and
 * subscribers/{subscriptionId}/actions: comp, refund, cancel (logged with who did it); and
 * the caller's switches for e-mails about readers' subscriptions (subscriber-emails).
 */
export const manageSubscribers = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/subscribers",
    answers(
      200,
      subscriberListResponse,
      "A page of the site's subscribers, newest first, with counts",
    ),
    manager,
    validate("query", subscriberListQuery),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const [list, subscriberEmails] = await Promise.all([
        listSubscribers(dbs.site, site.id, c.req.valid("query")),
        subscriberEmailsOf(dbs.platform, site.id, session.user.id),
      ]);
      return c.json({ ...list, subscriberEmails } satisfies SubscriberListResponse);
    },
  )
  .put(
    "/:siteSlug/subscriber-emails",
    answers(
      200,
      subscriberEmailsResponse,
      "Saved: whether the caller is e-mailed about readers' subscriptions",
    ),
    manager,
    validate("json", subscriberEmailsBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const subscriberEmails = await setSubscriberEmails(
        dbs.platform,
        site.id,
        session.user.id,
        c.req.valid("json"),
      );
      return c.json({ subscriberEmails } satisfies SubscriberEmailsResponse);
    },
  )
  .post(
    "/:siteSlug/subscribers/:subscriptionId/actions",
    answers(200, subscriberActionResponse, "Done: the subscriber after the action"),
    manager,
    validate("param", subscriberActionParams),
    validate("json", subscriberActionBody),
    async (c) => {
      const session = c.var.session;
      if (!session) throw new Error("manager middleware let a signed-out request through");
      const { subscriptionId } = c.req.valid("param");
      const result = await applySubscriberAction(
        c.var.dbs,
        c.env,
        c.var.site,
        session.user,
        subscriptionId,
        c.req.valid("json"),
      );
      return c.json(result);
    },
  );
