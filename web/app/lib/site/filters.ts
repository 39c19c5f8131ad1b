import type { FilterItem, FiltersResponse } from "@schema/api/public-read";
import { FILTER_SUGGESTIONS, RECIPES_MAX_PAGES } from "./constants";

/**
 * The recipe index's search state and how it lives in the URL, so a search survives a reload,
 * can be shared, and works without JavaScript. Pure: used by the loader and the page alike.
 *
 * URL: /recipes?search=soup&category=Breakfast&meal=dinner&page=2. Each filter group has one
 * repeatable parameter. A value is matched by title ignoring case, by id, or by slug (the
 * rule docs/spec/visitor-experience.md §2 gives for category, applied to every group); links this
 * app builds use the slug.
 */

export type FilterGroupKey = keyof FiltersResponse;

export type FilterGroup = { key: FilterGroupKey; param: string; label: string };

/** The modal's groups, in the order shown. */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  { key: "categories", param: "category", label: "Category" },
  { key: "meals", param: "meal", label: "Meal" },
  { key: "cuisines", param: "cuisine", label: "Cuisine" },
  { key: "diets", param: "diet", label: "Diet" },
  { key: "methods", param: "method", label: "Method" },
  { key: "tags", param: "tag", label: "Tag" },
];

/** Spec: suggestions are taken round-robin over these groups, in this order. */
const SUGGESTION_GROUPS: readonly FilterGroupKey[] = [
  "meals",
  "cuisines",
  "categories",
  "diets",
  "methods",
];

export const EMPTY_FILTERS: FiltersResponse = {
  cuisines: [],
  meals: [],
  methods: [],
  diets: [],
  tags: [],
  categories: [],
};

export type SelectedFilters = Record<FilterGroupKey, FilterItem[]>;

export type RecipeSearchState = {
  /** Trimmed; "" means no text search. */
  search: string;
  selected: SelectedFilters;
  /** Filter values that name nothing on this site: the honest answer is no results. */
  unmatched: string[];
  /** 1-based; the page renders pages 1..page. */
  page: number;
  /** `?sort=top-rated`: by average stars; absent is the default order. */
  order?: RecipeIndexOrder;
  /** `?rating=4`: "4 stars and up"; absent or null is every recipe. */
  minStars?: number | null;
};

export type RecipeIndexOrder = "newest" | "top-rated";

/** The one rating filter the index offers. */
export const MIN_STARS_FILTER = 4;

export type FilterChip = { group: FilterGroup; item: FilterItem };

const groupOf = (key: FilterGroupKey) =>
  FILTER_GROUPS.find((group) => group.key === key) as FilterGroup;

const emptySelection = (): SelectedFilters => ({
  cuisines: [],
  meals: [],
  methods: [],
  diets: [],
  tags: [],
  categories: [],
});

/** Spec: title ignoring case, or id. Slugs are what our own links carry. */
export function matchFilterItem(items: readonly FilterItem[], value: string): FilterItem | null {
  const wanted = value.trim();
  if (!wanted) return null;
  const lower = wanted.toLowerCase();
  return (
    items.find((item) => item.title.toLowerCase() === lower) ??
    items.find((item) => item.id === wanted) ??
    items.find((item) => item.slug.toLowerCase() === lower) ??
    null
  );
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, RECIPES_MAX_PAGES);
}

export function parseRecipeSearch(
  params: URLSearchParams,
  filters: FiltersResponse,
): RecipeSearchState {
  const selected = emptySelection();
  const unmatched: string[] = [];
  for (const group of FILTER_GROUPS) {
    for (const value of params.getAll(group.param)) {
      if (!value.trim()) continue;
      const item = matchFilterItem(filters[group.key], value);
      if (!item) unmatched.push(value.trim());
      else if (!selected[group.key].some((chosen) => chosen.id === item.id))
        selected[group.key].push(item);
    }
  }
  return {
    search: (params.get("search") ?? "").trim(),
    selected,
    unmatched,
    page: parsePage(params.get("page")),
    order: params.get("sort") === "top-rated" ? "top-rated" : "newest",
    minStars: params.get("rating") === String(MIN_STARS_FILTER) ? MIN_STARS_FILTER : null,
  };
}

export function selectedCount(selected: SelectedFilters): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + selected[group.key].length, 0);
}

/** IDLE when there is neither text nor a filter: the initial list, collections and heading. */
export function isActiveSearch(state: RecipeSearchState): boolean {
  return (
    state.search !== "" ||
    selectedCount(state.selected) > 0 ||
    state.unmatched.length > 0 ||
    state.order === "top-rated" ||
    Boolean(state.minStars)
  );
}

/** Words, stars or a filter: what makes the list (and so each filter's count) a part of the site's. */
export function isNarrowedSearch(state: RecipeSearchState): boolean {
  return state.search !== "" || selectedCount(state.selected) > 0 || Boolean(state.minStars);
}

export function isSelected(selected: SelectedFilters, key: FilterGroupKey, id: string): boolean {
  return selected[key].some((item) => item.id === id);
}

/** The state with one filter switched on or off, back on page 1. */
export function toggleFilter(
  state: RecipeSearchState,
  key: FilterGroupKey,
  item: FilterItem,
): RecipeSearchState {
  const current = state.selected[key];
  const next = current.some((chosen) => chosen.id === item.id)
    ? current.filter((chosen) => chosen.id !== item.id)
    : [...current, item];
  return { ...state, selected: { ...state.selected, [key]: next }, page: 1 };
}

export function withoutFilters(state: RecipeSearchState): RecipeSearchState {
  return { ...state, selected: emptySelection(), unmatched: [], page: 1, minStars: null };
}

/** The address of a search state. Unmatched values are dropped: a new link forgets them. */
export function recipeIndexHref(
  state: Pick<RecipeSearchState, "search" | "selected" | "page" | "order" | "minStars">,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set("search", search);
  for (const group of FILTER_GROUPS) {
    for (const item of state.selected[group.key]) params.append(group.param, item.slug);
  }
  if (state.minStars) params.set("rating", String(state.minStars));
  if (state.order === "top-rated") params.set("sort", "top-rated");
  if (state.page > 1) params.set("page", String(state.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `/recipes?${query}` : "/recipes";
}

/**
 * Five chips (docs/spec/visitor-experience.md §9): each suggested group's items by recipe count,
 * most first, picked one per group in turn (meals, cuisines, categories, diets, methods) until five
 * are chosen.
 */
export function filterSuggestions(
  filters: FiltersResponse,
  count: number = FILTER_SUGGESTIONS,
): FilterChip[] {
  const queues = SUGGESTION_GROUPS.map((key) => ({
    group: groupOf(key),
    // Within a search, an option that would list nothing is no suggestion.
    items: [...filters[key]]
      .filter((item) => item.recipeCount > 0)
      .sort((a, b) => b.recipeCount - a.recipeCount || a.title.localeCompare(b.title)),
  }));
  const picks: FilterChip[] = [];
  for (let round = 0; picks.length < count; round++) {
    let any = false;
    for (const queue of queues) {
      const item = queue.items[round];
      if (!item) continue;
      any = true;
      picks.push({ group: queue.group, item });
      if (picks.length === count) break;
    }
    if (!any) break;
  }
  return picks;
}

/** The chip row: the active filters first (so they can be removed), then suggestions. */
export function chipRow(filters: FiltersResponse, selected: SelectedFilters): FilterChip[] {
  const active = FILTER_GROUPS.flatMap((group) =>
    selected[group.key].map((item) => ({ group, item })),
  );
  const suggested = filterSuggestions(filters).filter(
    (chip) => !isSelected(selected, chip.group.key, chip.item.id),
  );
  return [...active, ...suggested];
}

/**
 * Groups with at least one option, for the modal. Within a search, an option that would list
 * nothing (a count of 0) is left out, unless it is chosen (in `chosen`, the page's or the
 * modal's draft), so it can still be unchosen.
 */
export function filterGroupsWithItems(
  filters: FiltersResponse,
  chosen: readonly SelectedFilters[] = [],
): { group: FilterGroup; items: FilterItem[] }[] {
  return FILTER_GROUPS.map((group) => ({
    group,
    items: filters[group.key].filter(
      (item) =>
        item.recipeCount > 0 || chosen.some((selected) => isSelected(selected, group.key, item.id)),
    ),
  })).filter(({ items }) => items.length > 0);
}

/**
 * What makes two recipe-index addresses the same search: everything but the page and the
 * open filters panel. A navigation that changes it is PENDING in docs/spec/visitor-experience.md §4
 * (grid dimmed); one that changes only the page is loading more.
 */
export function searchKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("filters");
  const entries = [...params.entries()]
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([, value]) => value !== "")
    .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  return new URLSearchParams(entries as [string, string][]).toString();
}
