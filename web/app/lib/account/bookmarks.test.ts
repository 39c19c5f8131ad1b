import type { AccountBookmark } from "@schema/api/account";
import type { RecipeCard } from "@schema/api/public-read";
import { describe, expect, it } from "vitest";
import { groupBookmarksBySite, recipeHref } from "./bookmarks";

const demo = {
  slug: "demo",
  title: "Maya's Kitchen",
  url: "http://demo.localhost:8788",
  closed: false,
};
const second = {
  slug: "second",
  title: "Second Bakes",
  url: "https://bakes.example.com/",
  closed: false,
};

const recipe = (slug: string): RecipeCard => ({
  id: `id-${slug}`,
  slug,
  title: slug,
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

const bookmark = (
  site: AccountBookmark["site"],
  slug: string,
  bookmarkedAt: string,
): AccountBookmark => ({ site, recipe: recipe(slug), bookmarkedAt });

describe("groupBookmarksBySite", () => {
  it("groups per site, sites ordered by their newest bookmark, newest first inside", () => {
    const groups = groupBookmarksBySite([
      bookmark(second, "rye", "2026-03-04T00:00:00.000Z"),
      bookmark(demo, "soup", "2026-03-03T00:00:00.000Z"),
      bookmark(second, "babka", "2026-03-02T00:00:00.000Z"),
      bookmark(demo, "stew", "2026-03-01T00:00:00.000Z"),
    ]);
    expect(groups.map((group) => group.site.slug)).toEqual(["second", "demo"]);
    expect(groups[0]?.bookmarks.map((entry) => entry.recipe.slug)).toEqual(["rye", "babka"]);
    expect(groups[1]?.bookmarks.map((entry) => entry.recipe.slug)).toEqual(["soup", "stew"]);
  });

  it("sorts newest first even when the list arrives in another order", () => {
    const groups = groupBookmarksBySite([
      bookmark(demo, "old", "2026-01-01T00:00:00.000Z"),
      bookmark(second, "new", "2026-02-01T00:00:00.000Z"),
      bookmark(demo, "newer", "2026-01-15T00:00:00.000Z"),
    ]);
    expect(groups.map((group) => group.site.slug)).toEqual(["second", "demo"]);
    expect(groups[1]?.bookmarks.map((entry) => entry.recipe.slug)).toEqual(["newer", "old"]);
  });

  it("links each recipe to its page on its own site", () => {
    const [group] = groupBookmarksBySite([bookmark(second, "rye", "2026-03-04T00:00:00.000Z")]);
    expect(group?.bookmarks[0]?.href).toBe("https://bakes.example.com/recipes/rye");
  });

  it("is empty for no bookmarks", () => {
    expect(groupBookmarksBySite([])).toEqual([]);
  });
});

describe("recipeHref", () => {
  it("builds an absolute address on the site's host", () => {
    expect(recipeHref(demo, { slug: "creamy-mushroom-beef" })).toBe(
      "http://demo.localhost:8788/recipes/creamy-mushroom-beef",
    );
  });
});
