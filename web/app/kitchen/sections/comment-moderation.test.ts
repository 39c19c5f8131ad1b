import { describe, expect, it } from "vitest";
import {
  commentFocus,
  commentStatusFilter,
  focusQuery,
  hideConfirmation,
} from "./comment-moderation";
import { pageInfo } from "./paging";

describe("hide confirmation", () => {
  it("asks the spec's question and mentions replies only when there are some", () => {
    expect(hideConfirmation(0)).toEqual({
      title: "Are you sure you want to hide this comment?",
      note: null,
    });
    expect(hideConfirmation(2).note).toBe("This will hide all replies to this comment.");
  });

  it("reads the status filter from the query, defaulting to all", () => {
    expect(commentStatusFilter("hidden")).toBe("hidden");
    expect(commentStatusFilter("visible")).toBe("visible");
    expect(commentStatusFilter("spam")).toBe("all");
    expect(commentStatusFilter(null)).toBe("all");
  });

  it("reads the focused lists from the address as the API's own parameters, and back", () => {
    for (const focus of ["low-reviews", "awaiting-reply"] as const) {
      expect(commentFocus(new URLSearchParams(focusQuery(focus)))).toBe(focus);
    }
    expect(focusQuery("awaiting-reply")).toEqual({ awaiting: "reply" });
    expect(commentFocus(new URLSearchParams("awaiting=yes&reviews=high"))).toBeNull();
    expect(focusQuery(null)).toEqual({});
  });
});

describe("pageInfo", () => {
  it("numbers pages from 1 and offers the neighbours that exist", () => {
    expect(pageInfo(0, 50, 0)).toEqual({
      page: 1,
      pages: 1,
      previousOffset: null,
      nextOffset: null,
    });
    expect(pageInfo(120, 50, 50)).toEqual({
      page: 2,
      pages: 3,
      previousOffset: 0,
      nextOffset: 100,
    });
    expect(pageInfo(120, 50, 100)).toEqual({
      page: 3,
      pages: 3,
      previousOffset: 50,
      nextOffset: null,
    });
    expect(pageInfo(120, 50, 5000).page).toBe(3);
  });
});
