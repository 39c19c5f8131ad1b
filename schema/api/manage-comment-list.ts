import { z } from "zod";
import type { RichText } from "../content/rich-text";

/**
 * GET manage/{siteSlug}/comments: every comment on the site's recipes, newest first, for
 * the kitchen's moderation page. "hidden" means hidden for visitors: hidden itself, or a
 * reply whose parent is hidden (hiding a comment hides its replies).
 */
export const commentListQuery = z.object({
  status: z.enum(["all", "visible", "hidden"]).default("all"),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;

export type ModerationComment = {
  id: string;
  content: RichText;
  createdAt: string; // ISO
  level: 1 | 2;
  parentId: string | null;
  recipe: { id: string; slug: string; title: string };
  user: { id: string; displayName: string | null };
  hidden: boolean;
  /** Why it is hidden: a manager hid it, or it goes with its hidden parent. */
  hiddenVia: "itself" | "parent" | null;
  /** Replies under it (a top-level comment's); hiding it hides them too. */
  replyCount: number;
};

export type CommentListResponse = {
  comments: ModerationComment[];
  /** Comments matching `status` (for paging). */
  total: number;
  limit: number;
  offset: number;
  /** The whole site's, whatever the filter. */
  counts: { all: number; visible: number; hidden: number };
};
