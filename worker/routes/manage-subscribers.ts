import {
  subscriberActionResponse,
  subscriberListResponse,
} from "@schema/api/answers/manage-subscribers";
import {
  subscriberActionBody,
  subscriberActionParams,
  subscriberListQuery,
} from "@schema/api/manage-subscribers";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { applySubscriberAction } from "../services/subscribers/actions";
import { listSubscribers } from "../services/subscribers/kitchen-list";
import { validate } from "../validate";

/**
 * /api/v1/manage/{siteSlug}/subscribers: the kitchen's subscriber list, and
 * subscribers/{subscriptionId}/actions: comp, refund, cancel (logged with who did it).
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
    async (c) => c.json(await listSubscribers(c.var.dbs.site, c.var.site.id, c.req.valid("query"))),
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
