import type { RecipeCard } from "@schema/api/public-read";
import { describe, expect, it } from "vitest";
import { groupByCategory, UNCATEGORIZED_TITLE } from "./cookbook";

const recipe = (slug: string, title: string, category?: string): RecipeCard => ({
  id: slug,
  slug,
  title,
  publishedAt: "2026-01-01T00:00:00Z",
  privacySetting: "public",
  images: [],
  prepTimeMinutes: null,
  cookTimeMinutes: null,
  customTimeMinutes: null,
  categories: category
    ? [{ id: `c-${category}`, slug: category.toLowerCase(), title: category }]
    : [],
  cuisines: [],
  meals: [],
});

describe("groupByCategory", () => {
  it("makes chapters by first category, in title order, uncategorised last", () => {
    const chapters = groupByCategory([
      recipe("stew", "Stew", "Soups"),
      recipe("toast", "Toast"),
      recipe("cake", "Cake", "Baking"),
      recipe("broth", "Broth", "Soups"),
    ]);
    expect(chapters.map((c) => c.title)).toEqual(["Baking", "Soups", UNCATEGORIZED_TITLE]);
    expect(chapters[1]?.recipes.map((r) => r.slug)).toEqual(["broth", "stew"]);
    expect(chapters[1]?.id).toBe("soups");
  });

  it("is empty for no recipes", () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
