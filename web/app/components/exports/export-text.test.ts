import type { DataExportView } from "@schema/api/data-exports";
import { describe, expect, it } from "vitest";
import { countsText, sizeText } from "./export-text";

const counts: NonNullable<DataExportView["counts"]> = {
  recipes: 0,
  collections: 0,
  comments: 0,
  subscribers: 0,
  bookmarks: 0,
  subscriptions: 0,
  images: 0,
};
const view = (kind: "site" | "account", over: Partial<typeof counts>): DataExportView => ({
  id: "x",
  kind,
  state: "running",
  counts: { ...counts, ...over },
  bytes: null,
  createdAt: "2026-11-26T09:00:00.000Z",
  completedAt: null,
  downloadUrl: null,
  expiresAt: null,
});

describe("export rows", () => {
  it("names what a site's archive holds so far, in the singular where it is one", () => {
    expect(countsText(view("site", { recipes: 1200, subscribers: 1, images: 3 }))).toBe(
      "1,200 recipes, 1 subscriber, 3 images",
    );
    expect(countsText(view("site", {}))).toBe("");
  });

  it("a reader's archive counts their own things only", () => {
    expect(countsText(view("account", { bookmarks: 2, comments: 1, recipes: 9 }))).toBe(
      "2 bookmarks, 1 comment",
    );
    expect(
      countsText(view("account", { ratings: 3, gifts: 1, listItems: 12, subscribers: 4 })),
    ).toBe("3 ratings, 1 gift, 12 shopping list items");
  });

  it("sizes in KB below a megabyte, MB above", () => {
    expect(sizeText(300)).toBe("1 KB");
    expect(sizeText(200 * 1024)).toBe("200 KB");
    expect(sizeText(5.5 * 1024 * 1024)).toBe("5.5 MB");
    expect(sizeText(null)).toBe("");
  });
});
