import {
  commentEmailsResponse,
  commentListResponse,
} from "@schema/api/answers/manage-comment-list";
import {
  type CommentEmailsResponse,
  type CommentListResponse,
  commentEmailsBody,
  commentListQuery,
} from "@schema/api/manage-comment-list";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { listModerationComments } from "../services/comments/moderation-list";
import { commentEmailsOf, setCommentEmails } from "../services/comments/notice-mail-switch";
import { validate } from "../validate";

/**
 * GET /api/v1/manage/{siteSlug}/comments?status=all|visible|hidden&limit&offset: the site's
 * comments newest first, for moderation, with the caller's switch for e-mails about new
 * ones (PUT /manage/{siteSlug}/comment-emails). Hiding and unhiding stay on manage-comments.ts.
 */
export const manageCommentList = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/comments",
    answers(200, commentListResponse, "A page of the site's comments, newest first, with counts"),
    manager,
    validate("query", commentListQuery),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const [list, emails] = await Promise.all([
        listModerationComments(dbs, site.id, c.req.valid("query")),
        commentEmailsOf(dbs.platform, site.id, session.user.id),
      ]);
      return c.json({ ...list, ...emails } satisfies CommentListResponse);
    },
  )
  .put(
    "/:siteSlug/comment-emails",
    answers(200, commentEmailsResponse, "Saved: whether the caller is e-mailed each comment"),
    manager,
    validate("json", commentEmailsBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const emails = await setCommentEmails(
        dbs.platform,
        site.id,
        session.user.id,
        c.req.valid("json"),
      );
      return c.json(emails satisfies CommentEmailsResponse);
    },
  );
