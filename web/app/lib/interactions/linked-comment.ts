/**
 * The address of one comment: its recipe page with `?comment={id}#comments`, as the comment
 * e-mails link (worker/services/comments/reply-mail.ts, notice-mail.ts). `#comments` brings
 * the reader to the comments, which then load; the parameter, which only the page's script
 * reads, names the one to show. The edge cache leaves it out of its key (lib/edge-cache.ts).
 */
export const LINKED_COMMENT_PARAMETER = "comment";

/** The element id of a comment in the page's list. */
export const commentElementId = (commentId: string) => `comment-${commentId}`;
