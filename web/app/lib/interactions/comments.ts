import { ANONYMOUS_AUTHOR } from "@schema/api/comment-texts";
import type { CommentListResponse, CommentView } from "@schema/api/comments";
import { COMMENT_MESSAGES } from "./comment-messages";

/**
 * Pure rules of the comments section (docs/spec/visitor-experience.md §4 "Comments", §5, §8, §9).
 * The API sends the tree (top-level comments with their replies in `children`); these helpers only
 * read it.
 */

/**
 * What /api/comments answers: the API's list, where `hiddenComments` is null when the hidden
 * list could not be reloaded after a hide or unhide (the page keeps the one it has).
 */
export type CommentsReply = Omit<CommentListResponse, "hiddenComments"> & {
  hiddenComments: CommentView[] | null;
};

export const authorName = (comment: Pick<CommentView, "user">) =>
  comment.user.displayName?.trim() || ANONYMOUS_AUTHOR;

/** docs/spec/visitor-experience.md §5: empty or whitespace-only text cannot be submitted. */
export const isBlankComment = (text: string) => text.trim() === "";

/**
 * A comment's words as its author typed them, one line per paragraph, to edit them again.
 * Comments are stored as paragraphs of plain text (schema/api/comments.ts), so reading the
 * leaves is enough; written here rather than taken from schema/content, which brings zod.
 */
export function commentText(content: CommentView["content"]): string {
  return content.children
    .map((block) =>
      block.type === "paragraph" ? block.children.map((node) => leafText(node)).join("") : "",
    )
    .join("\n");
}

const leafText = (node: { text?: string } | object) =>
  "text" in node && typeof node.text === "string" ? node.text : "";

/** Whether new words differ from a comment's, as the API would store them (trimmed lines). */
export const sameCommentText = (text: string, content: CommentView["content"]) =>
  normalLines(text) === normalLines(commentText(content));

const normalLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join("\n");

/** docs/spec/visitor-experience.md §5: replies only on top-level comments; two levels only. */
export const canReply = (comment: Pick<CommentView, "level">) => comment.level === 1;

export const hasReplies = (comment: Pick<CommentView, "children">) => comment.children.length > 0;

/** The confirmation for hiding or deleting, with the note about replies when it has some. */
export function confirmationText(
  action: "hide" | "delete",
  comment: Pick<CommentView, "children">,
): { title: string; detail: string | null } {
  return {
    title: action === "hide" ? COMMENT_MESSAGES.hide : COMMENT_MESSAGES.delete,
    detail: hasReplies(comment) ? COMMENT_MESSAGES.withReplies : null,
  };
}

/** Every comment in the tree, replies included. */
export function countComments(list: readonly CommentView[]): number {
  return list.reduce((sum, comment) => sum + 1 + countComments(comment.children), 0);
}

/** A comment anywhere in the tree. */
export function findComment(list: readonly CommentView[], id: string): CommentView | null {
  for (const comment of list) {
    if (comment.id === id) return comment;
    const reply = findComment(comment.children, id);
    if (reply) return reply;
  }
  return null;
}

/**
 * Who may write (docs/spec/visitor-experience.md §6): anyone signed in on a public recipe; on a
 * subscribers-only one, a viewer with a current subscription or a manager. The API enforces it; the
 * page only avoids offering a box whose text would be refused.
 */
export function mayComment(
  privacySetting: string,
  viewer: { isSubscribed: boolean } | null,
  canManage: boolean,
): boolean {
  if (!viewer) return false;
  return privacySetting === "public" || viewer.isSubscribed || canManage;
}

/** "3 comments", "1 comment". */
export const commentCountText = (count: number) =>
  `${count} ${count === 1 ? "comment" : "comments"}`;
