import { ANONYMOUS_AUTHOR } from "@schema/api/comment-texts";
import type { CommentView } from "@schema/api/comments";
import { describe, expect, it } from "vitest";
import { COMMENT_MESSAGES } from "./comment-messages";
import {
  authorName,
  canReply,
  commentCountText,
  commentText,
  confirmationText,
  countComments,
  findComment,
  isBlankComment,
  mayComment,
  sameCommentText,
} from "./comments";

function comment(id: string, overrides: Partial<CommentView> = {}): CommentView {
  return {
    id,
    content: { type: "document", children: [] },
    createdAt: "2026-01-01T00:00:00.000Z",
    editedAt: null,
    level: 1,
    parentId: null,
    hidden: false,
    stars: null,
    upvoteCount: 0,
    upvotedByMe: false,
    user: { id: "u1", displayName: "Maya", avatar: null, siteAuthor: false },
    children: [],
    ...overrides,
  };
}

const reply = (id: string, parentId: string) => comment(id, { level: 2, parentId });
const tree = [comment("a", { children: [reply("a1", "a"), reply("a2", "a")] }), comment("b")];

describe("comment tree helpers", () => {
  it("counts replies too", () => {
    expect(countComments(tree)).toBe(4);
    expect(countComments([])).toBe(0);
    expect(commentCountText(1)).toBe("1 comment");
    expect(commentCountText(4)).toBe("4 comments");
  });

  it("finds a comment at either level", () => {
    expect(findComment(tree, "a2")?.parentId).toBe("a");
    expect(findComment(tree, "b")?.id).toBe("b");
    expect(findComment(tree, "zz")).toBeNull();
  });

  it("allows replies on top-level comments only", () => {
    expect(canReply(comment("x"))).toBe(true);
    expect(canReply(reply("y", "x"))).toBe(false);
  });

  it("names anonymous authors neutrally", () => {
    expect(authorName(comment("x"))).toBe("Maya");
    expect(
      authorName(
        comment("x", { user: { id: "u", displayName: null, avatar: null, siteAuthor: false } }),
      ),
    ).toBe(ANONYMOUS_AUTHOR);
    expect(
      authorName(
        comment("x", { user: { id: "u", displayName: "  ", avatar: null, siteAuthor: false } }),
      ),
    ).toBe(ANONYMOUS_AUTHOR);
  });

  it("treats whitespace as empty", () => {
    expect(isBlankComment("")).toBe(true);
    expect(isBlankComment(" \n\t ")).toBe(true);
    expect(isBlankComment(" yum ")).toBe(false);
  });
});

describe("confirmations", () => {
  it("adds the replies note only when the comment has replies", () => {
    const [withReplies, alone] = tree as [CommentView, CommentView];
    expect(confirmationText("hide", withReplies)).toEqual({
      title: "Are you sure you want to hide this comment?",
      detail: "This will hide all replies to this comment.",
    });
    expect(confirmationText("delete", alone)).toEqual({
      title: "Are you sure you want to delete this comment?",
      detail: null,
    });
    expect(confirmationText("delete", withReplies).detail).toBe(COMMENT_MESSAGES.withReplies);
  });
});

describe("mayComment", () => {
  it("lets anyone signed in comment on public recipes", () => {
    expect(mayComment("public", { isSubscribed: false }, false)).toBe(true);
    expect(mayComment("public", null, false)).toBe(false);
  });

  it("asks for a subscription on subscribers-only recipes, managers excepted", () => {
    expect(mayComment("subscribers_only", { isSubscribed: false }, false)).toBe(false);
    expect(mayComment("subscribers_only", { isSubscribed: true }, false)).toBe(true);
    expect(mayComment("subscribers_only", { isSubscribed: false }, true)).toBe(true);
  });
});

describe("editing a comment's words", () => {
  const content = {
    type: "document" as const,
    children: [
      { type: "paragraph" as const, children: [{ text: "Made it twice." }] },
      { type: "paragraph" as const, children: [{ text: "So " }, { text: "good!" }] },
    ],
  };

  it("gives the words back one line per paragraph", () => {
    expect(commentText(content)).toBe("Made it twice.\nSo good!");
    expect(commentText({ type: "document", children: [] })).toBe("");
  });

  it("counts spaces and blank lines as the API does: they are no change", () => {
    expect(sameCommentText("  Made it twice.\r\n\n So good!  ", content)).toBe(true);
    expect(sameCommentText("Made it twice.\nSo good!!", content)).toBe(false);
  });
});
