import { Hono } from "hono";
import { subscriberListQuery } from "../../schema/api/manage-subscribers";
import { type ManagerEnv, manager } from "../services/manage/manager";
import { listSubscribers } from "../services/manage/subscribers";
import { validate } from "../validate";

/** GET /api/v1/manage/{siteSlug}/subscribers: the kitchen's subscriber list. */
export const manageSubscribers = new Hono<ManagerEnv>().get(
  "/:siteSlug/subscribers",
  manager,
  validate("query", subscriberListQuery),
  async (c) => c.json(await listSubscribers(c.var.db, c.var.site.id, c.req.valid("query"))),
);
