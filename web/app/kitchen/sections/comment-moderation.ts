/**
 * Wording of the comment moderation page (docs/spec/platform-and-kitchen.md §4: hiding hides the
 * replies too).
 */

export const HIDE_CONFIRM_TITLE = "Are you sure you want to hide this comment?";
export const HIDE_REPLIES_NOTE = "This will hide all replies to this comment.";

/** What the hide confirmation says: the replies note only when there are replies. */
export function hideConfirmation(replyCount: number): { title: string; note: string | null } {
  return { title: HIDE_CONFIRM_TITLE, note: replyCount > 0 ? HIDE_REPLIES_NOTE : null };
}

export type CommentStatusFilter = "all" | "visible" | "hidden";

export function commentStatusFilter(value: string | null): CommentStatusFilter {
  return value === "visible" || value === "hidden" ? value : "all";
}
