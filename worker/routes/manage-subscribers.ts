import { Hono } from "hono";
import {
  subscriberActionBody,
  subscriberActionParams,
  subscriberListQuery,
} from "../../schema/api/manage-subscribers";
import { type ManagerEnv, manager } from "../services/manage/manager";
import { applySubscriberAction } from "../services/manage/subscriber-actions";
import { listSubscribers } from "../services/manage/subscribers";
import { validate } from "../validate";

/**
 * /api/v1/manage/{siteSlug}/subscribers: the kitchen's subscriber list, and
 * subscribers/{subscriptionId}/actions: comp, refund, cancel (logged with who did it).
 */
export const manageSubscribers = new Hono<ManagerEnv>()
  .get("/:siteSlug/subscribers", manager, validate("query", subscriberListQuery), async (c) =>
    c.json(await listSubscribers(c.var.db, c.var.site.id, c.req.valid("query"))),
  )
  .post(
    "/:siteSlug/subscribers/:subscriptionId/actions",
    manager,
    validate("param", subscriberActionParams),
    validate("json", subscriberActionBody),
    async (c) => {
      const session = c.var.session;
      if (!session) throw new Error("manager middleware let a signed-out request through");
      const { subscriptionId } = c.req.valid("param");
      const result = await applySubscriberAction(
        c.var.db,
        c.env,
        c.var.site,
        session.user,
        subscriptionId,
        c.req.valid("json"),
      );
      return c.json(result);
    },
  );
