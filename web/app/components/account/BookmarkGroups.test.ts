import type { RecipeCard } from "@schema/api/public-read";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { type BookmarkGroup, groupBookmarksBySite } from "../../lib/account/bookmarks";
import { routerMarkup } from "../../lib/test/router-markup";
import { BookmarkGroups } from "./BookmarkGroups";

/* The account area's Bookmarks list, as the server renders it: open and closed sites. */

const recipe = (id: string, title: string): RecipeCard => ({
  id,
  slug: title.toLowerCase().replaceAll(" ", "-"),
  title,
  publishedAt: "2026-01-01T00:00:00.000Z",
  privacySetting: "public",
  images: [],
  prepTimeMinutes: null,
  cookTimeMinutes: null,
  customTimeMinutes: null,
  categories: [],
  cuisines: [],
  meals: [],
});

const open = { slug: "demo", title: "Demo", url: "https://demo.example.com", closed: false };
const closed = {
  slug: "gone",
  title: "Gone Kitchen",
  url: "https://gone.example.com",
  closed: true,
};
const soup = recipe("11111111-1111-4111-8111-111111111111", "Leek Soup");
const bread = recipe("22222222-2222-4222-8222-222222222222", "Rye Bread");

const groups: BookmarkGroup[] = groupBookmarksBySite([
  { site: open, recipe: soup, bookmarkedAt: "2026-03-02T00:00:00.000Z" },
  { site: closed, recipe: bread, bookmarkedAt: "2026-03-01T00:00:00.000Z" },
]);

const render = (removingId: string | null = null) =>
  routerMarkup(
    createElement(BookmarkGroups, { groups, removingId }),
    "https://platform.example.com/",
  );

/** The section of the page under the site's heading. */
const sectionOf = (html: string, headingId: string) => {
  const start = html.indexOf(`aria-labelledby="${headingId}"`);
  return html.slice(start, html.indexOf("</section>", start));
};

describe("BookmarkGroups", () => {
  it("offers Remove on a closed site's recipes as on an open site's, to the same action", async () => {
    const html = await render();
    const gone = sectionOf(html, "bookmarks-gone");
    expect(gone).toContain("Site closed");
    expect(gone).toContain("Rye Bread");
    // No way into the closed site: no links there, no shopping list.
    expect(gone).not.toContain("href=");
    expect(gone).not.toContain("Add to shopping list");
    for (const [section, site, saved] of [
      [gone, closed, bread],
      [sectionOf(html, "bookmarks-demo"), open, soup],
    ] as const) {
      expect(section).toContain('method="post" action="/bookmarks"');
      expect(section).toContain(`name="siteSlug" value="${site.slug}"`);
      expect(section).toContain(`name="recipeId" value="${saved.id}"`);
      expect(section).toContain(`name="title" value="${saved.title}"`);
      expect(section).toContain(
        `Remove<span class="visually-hidden"> “${saved.title}” from bookmarks`,
      );
    }
  });

  it("shows a closed site's Remove on its way while it is", async () => {
    const gone = sectionOf(await render(bread.id), "bookmarks-gone");
    expect(gone).toContain("Removing…");
    expect(gone).toMatch(/<button[^>]*disabled=""/);
  });
});
