import { commentsResponse } from "@schema/api/answers/comments";
import { commentParam, hiddenCommentsQuery } from "@schema/api/comments";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { moderateComment } from "../services/comments/moderation";
import { hiddenComments } from "../services/comments/tree";
import { getSiteRecipe } from "../services/recipes/kitchen-read";
import { validate } from "../validate";

/**
 * Comment moderation: /api/v1/manage/{siteSlug}/hidden-comments and
 * /comments/{commentId}/hide|unhide. Hide and unhide answer with the visible comment tree,
 * so the page can replace its list (and then reload the hidden list, per
 * docs/spec/platform-and-kitchen.md §7).
 */
export const manageComments = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/hidden-comments",
    answers(
      200,
      commentsResponse,
      "Hidden comments of the recipe (or of the whole site), newest first, with their replies",
    ),
    manager,
    validate("query", hiddenCommentsQuery),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const { recipeId } = c.req.valid("query");
      if (recipeId) await getSiteRecipe(dbs.site, site.id, recipeId);
      return c.json({
        comments: await hiddenComments(dbs, site.id, recipeId ?? null, session.user.id),
      });
    },
  )
  .post(
    "/:siteSlug/comments/:commentId/hide",
    answers(
      200,
      commentsResponse,
      "Hidden: the recipe's visible comments as its managers see them",
    ),
    manager,
    validate("param", commentParam),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const { commentId } = c.req.valid("param");
      return c.json(await moderateComment(dbs, site, commentId, true, session.user.id));
    },
  )
  .post(
    "/:siteSlug/comments/:commentId/unhide",
    answers(
      200,
      commentsResponse,
      "Shown again: the recipe's visible comments as its managers see them",
    ),
    manager,
    validate("param", commentParam),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const { commentId } = c.req.valid("param");
      return c.json(await moderateComment(dbs, site, commentId, false, session.user.id));
    },
  );
