import { z } from "zod";
import { paragraphsFromText, plainText, type RichText, richTextSchema } from "../content/rich-text";
import { slug } from "./common";
import type { ImageView } from "./public-read";

/**
 * A comment as pages show it (platform spec §3 "Comment", visitor spec §3): the public
 * comment list, the manage hide/unhide answers and the hidden-comments list all use it.
 * Two levels only: a top-level comment (level 1) carries its replies (level 2) in children.
 */
export type CommentView = {
  id: string;
  content: RichText;
  createdAt: string; // ISO
  level: 1 | 2;
  parentId: string | null;
  /** Hidden by a manager, itself or through its parent. */
  hidden: boolean;
  upvoteCount: number;
  /** Whether the viewer upvoted it (false when signed out). */
  upvotedByMe: boolean;
  user: { id: string; displayName: string | null; avatar: ImageView | null };
  children: CommentView[];
};

export type CommentsResponse = { comments: CommentView[] };

/** POST manage/{siteSlug}/comments/{commentId}/hide and /unhide */
export const commentParam = z.object({ siteSlug: slug, commentId: z.uuid() });

/** GET manage/{siteSlug}/hidden-comments?recipeId= (without one: the whole site's). */
export const hiddenCommentsQuery = z.object({ recipeId: z.uuid().optional() });

/** The most a comment may hold, counted in characters of its text. */
export const COMMENT_MAX_LENGTH = 5_000;

/** GET site/{siteSlug}/comments?recipeId= */
export const commentListQuery = z.object({ recipeId: z.uuid() });

/**
 * The public comment list: visible comments, oldest first, replies under their parent.
 * `hiddenComments` is filled for the site's managers only (the collapsible list) and is
 * empty for everybody else, so the page can render one shape.
 */
export type CommentListResponse = {
  comments: CommentView[];
  canManage: boolean;
  hiddenComments: CommentView[];
};

/**
 * POST site/{siteSlug}/comments. The spec's client sends `content` as paragraphs split per
 * line; plain `text` is accepted too. Comments are plain text whichever arrives: the
 * document is flattened to its lines and rebuilt as text-only paragraphs, so no link,
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
    /** Sent by the spec's client; the path's site is the one that counts. */
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
    return { recipeId: body.recipeId, parentId: body.parentId ?? null, content };
  });

export type CreateCommentInput = z.output<typeof createCommentBody>;

/** DELETE site/{siteSlug}/comments/{commentId} and DELETE …/comment-upvotes/{commentId} */
export const siteCommentParam = commentParam;

/** POST site/{siteSlug}/comment-upvotes */
export const commentUpvoteBody = z.object({ commentId: z.uuid() });
