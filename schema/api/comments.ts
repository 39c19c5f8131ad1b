import { z } from "zod";
import { paragraphsFromText, plainText, richTextSchema } from "../content/rich-text";
import { slug } from "./common";
import { stars } from "./ratings";

/* The answer shapes (CommentView, CommentsResponse, CommentListResponse) are zod schemas in
   ./answers/comments.ts, the OpenAPI document's; their types are re-exported here. */
export type { CommentListResponse, CommentsResponse, CommentView } from "./answers/comments";

/** POST manage/{siteSlug}/comments/{commentId}/hide and /unhide */
export const commentParam = z.object({ siteSlug: slug, commentId: z.uuid() });

/** GET manage/{siteSlug}/hidden-comments?recipeId= (without one: the whole site's). */
export const hiddenCommentsQuery = z.object({ recipeId: z.uuid().optional() });

/** The most a comment may hold, counted in characters of its text. */
export const COMMENT_MAX_LENGTH = 5_000;

/** GET site/{siteSlug}/comments?recipeId= */
export const commentListQuery = z.object({ recipeId: z.uuid() });

/**
 * POST site/{siteSlug}/comments. The client of docs/spec/visitor-experience.md §7 sends `content`
 * as paragraphs split per line; plain `text` is accepted too. Comments are plain text whichever
 * arrives: the document is flattened to its lines and rebuilt as text-only paragraphs, so no link,
 * heading or other markup a visitor sends is ever stored or shown to other visitors.
 */
export const createCommentBody = z
  .object({
    recipeId: z.uuid(),
    parentId: z.uuid().nullish(),
    content: richTextSchema.optional(),
    text: z
      .string()
      .max(COMMENT_MAX_LENGTH * 2)
      .optional(),
    /** Stars given with a top-level comment: the comment is then the rating's review. */
    stars: stars.optional(),
    /**
     * Sent by the client of docs/spec/visitor-experience.md §7; the path's site is the one that
     * counts.
     */
    siteSlug: z.string().max(120).optional(),
  })
  .transform((body, ctx) => {
    const field = body.content !== undefined ? "content" : "text";
    if (body.content !== undefined && body.text !== undefined) {
      ctx.addIssue({ code: "custom", path: ["text"], message: "Send content or text, not both" });
      return z.NEVER;
    }
    const lines = body.content !== undefined ? plainText(body.content) : (body.text ?? "");
    const content = paragraphsFromText(lines);
    const length = plainText(content).length;
    if (length === 0) {
      ctx.addIssue({ code: "custom", path: [field], message: "Write a comment first" });
      return z.NEVER;
    }
    if (length > COMMENT_MAX_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `Comments are at most ${COMMENT_MAX_LENGTH} characters`,
      });
      return z.NEVER;
    }
    if (body.stars !== undefined && body.parentId) {
      ctx.addIssue({
        code: "custom",
        path: ["stars"],
        message: "Stars go with a review, not a reply",
      });
      return z.NEVER;
    }
    return {
      recipeId: body.recipeId,
      parentId: body.parentId ?? null,
      content,
      stars: body.stars ?? null,
    };
  });

export type CreateCommentInput = z.output<typeof createCommentBody>;

/** DELETE site/{siteSlug}/comments/{commentId} and DELETE …/comment-upvotes/{commentId} */
export const siteCommentParam = commentParam;

/** POST site/{siteSlug}/comment-upvotes */
export const commentUpvoteBody = z.object({ commentId: z.uuid() });
