import { commentListResponse } from "@schema/api/answers/comments";
import {
  type CommentListResponse,
  commentListQuery,
  commentUpvoteBody,
  createCommentBody,
  editCommentBody,
  siteCommentParam,
} from "@schema/api/comments";
import { Hono } from "hono";
import { type SiteVisitorEnv, signedInVisitor, siteVisitor } from "../middleware/site-visitor";
import { answers } from "../openapi/describe";
import {
  commentList,
  createComment,
  deleteComment,
  editComment,
  setUpvote,
} from "../services/comments/visitors";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

/**
 * Comments for visitors: /api/v1/site/{siteSlug}/comments… and /comment-upvotes…
 * Every call is 404 while the site has comments switched off. Each answers with the
 * recipe's whole list ({ comments, canManage, hiddenComments }), which the page keeps.
 */
const commentsOn = siteVisitor("commentsEnabled");
const commenter = signedInVisitor("commentsEnabled");

export const siteComments = new Hono<SiteVisitorEnv>()
  .get(
    "/:siteSlug/comments",
    answers(
      200,
      commentListResponse,
      "The recipe's visible comments, oldest first, replies under their parent",
    ),
    commentsOn,
    validate("query", commentListQuery),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const list = await commentList(dbs, site, c.req.valid("query").recipeId, viewer);
      // Personal (upvotedByMe, canManage) and changing with every post: never cached.
      c.header("Cache-Control", PERSONAL);
      return c.json(list satisfies CommentListResponse);
    },
  )
  .post(
    "/:siteSlug/comments",
    answers(
      201,
      commentListResponse,
      "Posted: the recipe's comment list, oldest first, replies under their parent",
    ),
    commenter,
    validate("json", createCommentBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      await enforceAbuseLimit(c.env, "comment", { person: viewer.user.id, ip: clientIp(c) });
      const list = await createComment(c.env, dbs, site, viewer, c.req.valid("json"));
      return c.json(list satisfies CommentListResponse, 201);
    },
  )
  .patch(
    "/:siteSlug/comments/:commentId",
    answers(
      200,
      commentListResponse,
      "Edited by its author (marked with editedAt): the recipe's comment list, oldest first, replies under their parent",
    ),
    commenter,
    validate("param", siteCommentParam),
    validate("json", editCommentBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      // An edit writes words as a post does: the same burst limit, shared with posting.
      await enforceAbuseLimit(c.env, "comment", { person: viewer.user.id, ip: clientIp(c) });
      const { commentId } = c.req.valid("param");
      const list = await editComment(dbs, site, viewer, commentId, c.req.valid("json"));
      return c.json(list satisfies CommentListResponse);
    },
  )
  .delete(
    "/:siteSlug/comments/:commentId",
    answers(
      200,
      commentListResponse,
      "Deleted: the recipe's comment list, oldest first, replies under their parent",
    ),
    commenter,
    validate("param", siteCommentParam),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const list = await deleteComment(dbs, site, viewer, c.req.valid("param").commentId);
      return c.json(list satisfies CommentListResponse);
    },
  )
  .post(
    "/:siteSlug/comment-upvotes",
    answers(
      200,
      commentListResponse,
      "Upvoted: the recipe's comment list, oldest first, replies under their parent",
    ),
    commenter,
    validate("json", commentUpvoteBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      await enforceAbuseLimit(c.env, "upvote", { person: viewer.user.id, ip: clientIp(c) });
      const list = await setUpvote(dbs, site, viewer, c.req.valid("json").commentId, true);
      return c.json(list satisfies CommentListResponse);
    },
  )
  .delete(
    "/:siteSlug/comment-upvotes/:commentId",
    answers(
      200,
      commentListResponse,
      "Upvote taken back: the recipe's comment list, oldest first, replies under their parent",
    ),
    commenter,
    validate("param", siteCommentParam),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      await enforceAbuseLimit(c.env, "upvote", { person: viewer.user.id, ip: clientIp(c) });
      const list = await setUpvote(dbs, site, viewer, c.req.valid("param").commentId, false);
      return c.json(list satisfies CommentListResponse);
    },
  );
