import { commentListResponse } from "@schema/api/answers/manage-comment-list";
import { commentListQuery } from "@schema/api/manage-comment-list";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { listModerationComments } from "../services/comments/moderation-list";
import { validate } from "../validate";

/**
 * GET /api/v1/manage/{siteSlug}/comments?status=all|visible|hidden&limit&offset: the site's
 * comments newest first, for moderation. Hiding and unhiding stay on manage-comments.ts.
 */
export const manageCommentList = new Hono<ManagerEnv>().get(
  "/:siteSlug/comments",
  answers(200, commentListResponse, "A page of the site's comments, newest first, with counts"),
  manager,
  validate("query", commentListQuery),
  async (c) => c.json(await listModerationComments(c.var.dbs, c.var.site.id, c.req.valid("query"))),
);
