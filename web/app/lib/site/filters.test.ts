import type { FilterItem, FiltersResponse } from "@schema/api/public-read";
import { describe, expect, it } from "vitest";
import {
  chipRow,
  EMPTY_FILTERS,
  filterGroupsWithItems,
  filterSuggestions,
  isActiveSearch,
  isNarrowedSearch,
  matchFilterItem,
  parsePage,
  parseRecipeSearch,
  recipeIndexHref,
  searchKey,
  selectedCount,
  toggleFilter,
  withoutFilters,
} from "./filters";

const item = (slug: string, title: string, recipeCount: number): FilterItem => ({
  id: `id-${slug}`,
  slug,
  title,
  recipeCount,
});

const filters: FiltersResponse = {
  ...EMPTY_FILTERS,
  meals: [item("lunch", "Lunch", 4), item("dinner", "Dinner", 20), item("brunch", "Brunch", 2)],
  cuisines: [item("italian", "Italian", 9), item("thai", "Thai", 3)],
  categories: [item("main-dishes", "Main Dishes", 15), item("baking", "Baking & Desserts", 12)],
  diets: [item("vegetarian", "Vegetarian", 11)],
  methods: [item("grill", "Grilling", 7), item("bake", "Baking", 8)],
  tags: [item("quick", "Quick", 30)],
};

describe("filterSuggestions", () => {
  it("takes five round-robin over meals, cuisines, categories, diets, methods by count", () => {
    const picks = filterSuggestions(filters).map((chip) => chip.item.slug);
    expect(picks).toEqual(["dinner", "italian", "main-dishes", "vegetarian", "bake"]);
  });

  it("goes round again when a group runs out, and never suggests tags", () => {
    const picks = filterSuggestions(filters, 9).map((chip) => chip.item.slug);
    expect(picks).toEqual([
      "dinner",
      "italian",
      "main-dishes",
      "vegetarian",
      "bake",
      "lunch",
      "thai",
      "baking",
      "grill",
    ]);
  });

  it("stops when every group is exhausted", () => {
    const few: FiltersResponse = { ...EMPTY_FILTERS, meals: [item("dinner", "Dinner", 1)] };
    expect(filterSuggestions(few)).toHaveLength(1);
    expect(filterSuggestions(EMPTY_FILTERS)).toEqual([]);
  });
});

describe("within a search, options that would list nothing", () => {
  const searched: FiltersResponse = {
    ...EMPTY_FILTERS,
    meals: [item("dinner", "Dinner", 3), item("lunch", "Lunch", 0), item("brunch", "Brunch", 0)],
    diets: [item("vegan", "Vegan", 0)],
  };

  it("are no suggestion", () => {
    expect(filterSuggestions(searched).map((chip) => chip.item.slug)).toEqual(["dinner"]);
  });

  it("leave the modal, unless chosen; a group left empty goes too", () => {
    const chosen = { ...parseRecipeSearch(new URLSearchParams(), searched).selected };
    const lunch = searched.meals[1] as FilterItem;
    expect(
      filterGroupsWithItems(searched).map(({ group, items }) => [
        group.key,
        items.map((option) => option.slug),
      ]),
    ).toEqual([["meals", ["dinner"]]]);
    const kept = filterGroupsWithItems(searched, [{ ...chosen, meals: [lunch] }]);
    expect(kept[0]?.items.map((option) => option.slug)).toEqual(["dinner", "lunch"]);
  });

  it("words, stars or a filter narrow the counts; the order alone does not", () => {
    const state = parseRecipeSearch(new URLSearchParams(), filters);
    expect(isNarrowedSearch(state)).toBe(false);
    expect(isNarrowedSearch({ ...state, order: "top-rated" })).toBe(false);
    expect(isNarrowedSearch({ ...state, search: "chicken" })).toBe(true);
    expect(isNarrowedSearch({ ...state, minStars: 4 })).toBe(true);
    expect(isNarrowedSearch(parseRecipeSearch(new URLSearchParams("meal=dinner"), filters))).toBe(
      true,
    );
  });
});

describe("matchFilterItem", () => {
  it("matches the title ignoring case, the id, or the slug", () => {
    expect(matchFilterItem(filters.categories, "main dishes")?.slug).toBe("main-dishes");
    expect(matchFilterItem(filters.categories, "BAKING & DESSERTS")?.slug).toBe("baking");
    expect(matchFilterItem(filters.categories, "id-baking")?.slug).toBe("baking");
    expect(matchFilterItem(filters.categories, "main-dishes")?.slug).toBe("main-dishes");
    expect(matchFilterItem(filters.categories, "  Main Dishes  ")?.slug).toBe("main-dishes");
  });

  it("matches nothing for unknown or empty values", () => {
    expect(matchFilterItem(filters.categories, "Soups")).toBeNull();
    expect(matchFilterItem(filters.categories, "   ")).toBeNull();
  });
});

describe("parseRecipeSearch", () => {
  it("reads a trimmed search, filters by group and the page", () => {
    const state = parseRecipeSearch(
      new URLSearchParams(
        "search=%20%20soup%20&category=Main%20Dishes&meal=dinner&meal=id-lunch&page=3",
      ),
      filters,
    );
    expect(state.search).toBe("soup");
    expect(state.selected.categories.map((i) => i.slug)).toEqual(["main-dishes"]);
    expect(state.selected.meals.map((i) => i.slug)).toEqual(["dinner", "lunch"]);
    expect(state.page).toBe(3);
    expect(selectedCount(state.selected)).toBe(3);
    expect(isActiveSearch(state)).toBe(true);
  });

  it("is idle with no search and no filters; whitespace is no search", () => {
    const state = parseRecipeSearch(new URLSearchParams("search=%20%20"), filters);
    expect(state.search).toBe("");
    expect(isActiveSearch(state)).toBe(false);
  });

  it("keeps values that name nothing, so the result can be empty instead of everything", () => {
    const state = parseRecipeSearch(new URLSearchParams("category=Soups"), filters);
    expect(state.unmatched).toEqual(["Soups"]);
    expect(isActiveSearch(state)).toBe(true);
  });

  it("ignores duplicates", () => {
    const state = parseRecipeSearch(new URLSearchParams("meal=dinner&meal=Dinner"), filters);
    expect(state.selected.meals).toHaveLength(1);
  });
});

describe("parsePage", () => {
  it("defaults to 1 and caps at the maximum", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("4")).toBe(4);
    expect(parsePage("9999")).toBe(20);
  });
});

describe("recipeIndexHref and toggles", () => {
  const base = parseRecipeSearch(new URLSearchParams("search=soup&page=2"), filters);

  it("writes search, filters by slug and page", () => {
    const state = toggleFilter(base, "meals", item("dinner", "Dinner", 20));
    expect(state.page).toBe(1);
    expect(recipeIndexHref(state)).toBe("/recipes?search=soup&meal=dinner");
    expect(recipeIndexHref({ ...state, page: 2 })).toBe("/recipes?search=soup&meal=dinner&page=2");
  });

  it("toggles a selected filter off", () => {
    const on = toggleFilter(base, "meals", item("dinner", "Dinner", 20));
    const off = toggleFilter(on, "meals", item("dinner", "Dinner", 20));
    expect(off.selected.meals).toEqual([]);
  });

  it("is /recipes for the idle state", () => {
    expect(recipeIndexHref(withoutFilters({ ...base, search: "  " }))).toBe("/recipes");
  });

  it("lists active filters first in the chip row, then suggestions not already chosen", () => {
    const state = parseRecipeSearch(new URLSearchParams("cuisine=thai&meal=dinner"), filters);
    const chips = chipRow(filters, state.selected).map((chip) => chip.item.slug);
    expect(chips).toEqual(["dinner", "thai", "italian", "main-dishes", "vegetarian", "bake"]);
  });
});

describe("searchKey", () => {
  it("ignores the page, the open panel, order and blank values", () => {
    expect(searchKey("?meal=dinner&search=soup&page=2")).toBe(searchKey("search=soup&meal=dinner"));
    expect(searchKey("?filters=open&search=%20")).toBe("");
  });

  it("differs when the search or filters differ", () => {
    expect(searchKey("search=soup")).not.toBe(searchKey("search=soups"));
    expect(searchKey("meal=dinner")).not.toBe(searchKey("meal=lunch"));
  });
});
