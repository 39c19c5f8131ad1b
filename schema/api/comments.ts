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

/** A comment's words as sent: paragraphs split per line (`content`) or plain `text`. */
const commentWords = {
  content: richTextSchema.optional(),
  text: z
    .string()
    .max(COMMENT_MAX_LENGTH * 2)
    .optional(),
};

/**
 * The words of a new or edited comment, checked the same way for both: one of `content` or
 * `text`, not blank, at most COMMENT_MAX_LENGTH characters. Comments are plain text whichever
 * arrives: the document is flattened to its lines and rebuilt as text-only paragraphs, so no
 * link, heading or other markup a visitor sends is ever stored or shown to other visitors.
 * Null after adding the issue to `ctx`.
 */
function commentContent(
  body: { content?: z.output<typeof richTextSchema>; text?: string },
  ctx: z.RefinementCtx,
) {
  const field = body.content !== undefined ? "content" : "text";
  if (body.content !== undefined && body.text !== undefined) {
    ctx.addIssue({ code: "custom", path: ["text"], message: "Send content or text, not both" });
    return null;
  }
  const lines = body.content !== undefined ? plainText(body.content) : (body.text ?? "");
  const content = paragraphsFromText(lines);
  const length = plainText(content).length;
  if (length === 0) {
    ctx.addIssue({ code: "custom", path: [field], message: "Write a comment first" });
    return null;
  }
  if (length > COMMENT_MAX_LENGTH) {
    ctx.addIssue({
      code: "custom",
      path: [field],
      message: `Comments are at most ${COMMENT_MAX_LENGTH} characters`,
    });
    return null;
  }
  return content;
}

/**
 * POST site/{siteSlug}/comments. The client of docs/spec/visitor-experience.md §7 sends `content`
 * as paragraphs split per line; plain `text` is accepted too (commentContent).
 */
export const createCommentBody = z
  .object({
    recipeId: z.uuid(),
    parentId: z.uuid().nullish(),
    ...commentWords,
    /** Stars given with a top-level comment: the comment is then the rating's review. */
    stars: stars.optional(),
    /**
     * Sent by the client of docs/spec/visitor-experience.md §7; the path's site is the one that
     * counts.
     */
    siteSlug: z.string().max(120).optional(),
  })
  .transform((body, ctx) => {
    const content = commentContent(body, ctx);
    if (content === null) return z.NEVER;
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

/**
 * PATCH site/{siteSlug}/comments/{commentId}: the author's new words, checked as a new
 * comment's are. Only the words: a review's stars change through the rating call (PUT
 * site/{siteSlug}/ratings), which the review shows.
 */
export const editCommentBody = z.object(commentWords).transform((body, ctx) => {
  const content = commentContent(body, ctx);
  return content === null ? z.NEVER : { content };
});

export type EditCommentInput = z.output<typeof editCommentBody>;

/**
 * DELETE and PATCH site/{siteSlug}/comments/{commentId}, and DELETE
 * …/comment-upvotes/{commentId}
 */
export const siteCommentParam = commentParam;

/** POST site/{siteSlug}/comment-upvotes */
export const commentUpvoteBody = z.object({ commentId: z.uuid() });
