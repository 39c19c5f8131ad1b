// @vitest-environment happy-dom

import type { CommentView } from "@schema/api/comments";
import { act, createElement } from "react";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { CommentItem } from "./CommentItem";
import { type CommentsActions, CommentsProvider } from "./comments-context";

/* One comment as the recipe page's comments show it: who wrote it, when, and when it changed. */

const dom = mountedRoot();
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function comment(overrides: Partial<CommentView> = {}): CommentView {
  return {
    id: "8f0c2c4e-8d5b-4a43-9d1c-0f0e5b2b6a11",
    content: { type: "document", children: [] },
    createdAt: ago(3 * 24 * HOUR),
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

const nothing = async () => null;
const actions: CommentsActions = {
  user: null,
  canManage: false,
  busyIds: new Set(),
  mayWrite: false,
  linkedId: null,
  upvote: () => {},
  reply: nothing,
  edit: nothing,
  askDelete: () => {},
  askHide: () => {},
  unhide: () => {},
};

async function mount(shown: CommentView) {
  await act(async () =>
    dom.root.render(
      createElement(CommentsProvider, {
        value: actions,
        children: createElement("ol", null, createElement(CommentItem, { comment: shown })),
      }),
    ),
  );
  return dom.container.querySelector("header") as HTMLElement;
}

describe("CommentItem", () => {
  it("says in words when an edited comment was edited, as it says when it was posted", async () => {
    const editedAt = ago(2 * HOUR);
    const header = await mount(comment({ editedAt }));
    const times = [...header.querySelectorAll("time")];
    expect(times.map((time) => time.textContent)).toEqual(["3 days ago", "2 hours ago"]);
    // Read out and shown alike: not only in a tooltip, which touch and keyboard cannot open.
    const edited = header.querySelector(".comment__edited");
    expect(edited?.textContent).toBe("Edited 2 hours ago");
    expect(times[1]?.getAttribute("dateTime")).toBe(editedAt);
    expect(times[1]?.title).toMatch(/\d{4}/);
  });

  it("says nothing of edits on a comment never edited", async () => {
    const header = await mount(comment());
    expect(header.textContent).not.toContain("Edited");
    expect(header.querySelectorAll("time")).toHaveLength(1);
  });
});
