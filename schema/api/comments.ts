import { z } from "zod";
import type { RichText } from "../content/rich-text";
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
