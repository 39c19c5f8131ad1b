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

/**
 * The page's focused lists beside the status tabs: reviews with 1 or 2 stars (unhappy cooks
 * first), and readers' comments waiting for a reply from the site. Addressed as the API's
 * own parameters (?reviews=low, ?awaiting=reply).
 */
export type CommentFocus = "low-reviews" | "awaiting-reply";

export function commentFocus(params: URLSearchParams): CommentFocus | null {
  if (params.get("reviews") === "low") return "low-reviews";
  if (params.get("awaiting") === "reply") return "awaiting-reply";
  return null;
}

/** The API query (and the page's address) of a focus. */
export function focusQuery(focus: CommentFocus | null): Record<string, string> {
  if (focus === "low-reviews") return { reviews: "low" };
  if (focus === "awaiting-reply") return { awaiting: "reply" };
  return {};
}
