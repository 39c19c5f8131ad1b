import { data } from "@remix-run/cloudflare";
import {
  type FiltersResponse,
  MAX_RECIPE_PAGE_SIZE,
  type RecipeCard,
  type RecipeListResponse,
} from "@schema/api/public-read";
import type { PublicSite } from "@schema/api/public-site";
import {
  type Api,
  type ApiArgs,
  type ApiResult,
  callApi,
  segment,
  unexpectedApiResult,
} from "../api.server";
import { getPublicSite, resolveHost, siteParam } from "../host.server";
import { memoize } from "../request-memo.server";
import { FILTER_GROUPS, type RecipeSearchState } from "./filters";

/**
 * The public reads the site pages render from (docs/spec/platform-and-kitchen.md §7 "Public"),
 * through the one API client. Lists, filters and collections are the same for every visitor, so no
 * token.
 */

export type SitePageContext = {
  site: PublicSite;
  /** The site's canonical origin (its active custom domain, else its subdomain). */
  origin: string;
};

/** A site page's starting point; on the platform host these pages do not exist (404). */
export async function loadSitePage(args: ApiArgs): Promise<SitePageContext> {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw data(null, { status: 404 });
  const site = await getPublicSite(args, host.site.slug);
  return { site, origin: host.site.origin };
}

export const notFound = () => data(null, { status: 404 });

/**
 * Every term the site's recipes use, counted over them all: what a search's parameters are
 * read against (a chosen filter keeps its place whatever the search). Read by the index loader
 * and the search; one call per request either way.
 */
export function getFilters(args: ApiArgs, site: PublicSite): Promise<FiltersResponse> {
  return memoize(args.context, `filters:${site.slug}`, async () => {
    const result = await callApi(args, (api) =>
      api.site[":siteSlug"].filters.$get({ param: siteParam(site), query: {} }),
    );
    if (!result.ok) throw unexpectedApiResult(result, "filters");
    return result.body;
  });
}

/**
 * The same terms, each counted as the search would list with it chosen (its words and the
 * other groups' filters apply). Should this call fail, the site-wide counts stand in: real
 * numbers, only not narrowed, rather than an error page over a list that did load.
 */
export async function getSearchFilters(
  args: ApiArgs,
  site: PublicSite,
  query: RecipeQuery,
  siteWide: FiltersResponse,
): Promise<FiltersResponse> {
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"].filters.$get({ param: siteParam(site), query: narrowingParams(query) }),
  );
  if (result.ok) return result.body;
  console.error(`Filter counts failed: ${result.status}`);
  return siteWide;
}

export async function getCollections(args: ApiArgs, site: PublicSite) {
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"].collections.$get({ param: siteParam(site) }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "collections");
  return result.body.collections;
}

/** The people the site credits on its published recipes, each with those recipes. */
export async function getContributors(args: ApiArgs, site: { slug: string }) {
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"].contributors.$get({ param: siteParam(site) }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "contributors");
  return result.body.contributors;
}

/** null for a collection the site does not have. */
export async function getCollection(args: ApiArgs, site: PublicSite, slug: string) {
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"].collections[":collectionSlug"].$get({
      param: { ...siteParam(site), collectionSlug: segment(slug) },
    }),
  );
  if (result.ok) return result.body.collection;
  if (result.status === 404) return null;
  throw unexpectedApiResult(result, `collection ${slug}`);
}

export type RecipeQuery = Pick<RecipeSearchState, "search" | "selected" | "order" | "minStars">;

export const EMPTY_QUERY: RecipeQuery = {
  search: "",
  selected: { cuisines: [], meals: [], methods: [], diets: [], tags: [], categories: [] },
};

/**
 * The API's query for a search state: ids comma-joined per group, newest first
 * (docs/spec/visitor-experience.md §9).
 */
export function recipeListParams(query: RecipeQuery, offset: number, limit: number) {
  const params: RecipeListQuery = {
    limit: String(limit),
    offset: String(offset),
    orderBy: query.order === "top-rated" ? "rating_desc" : "published_at_desc",
    ...narrowingParams(query),
  };
  return params;
}

/** What narrows a search (its words, stars and filters), as the list and the filters take it. */
function narrowingParams(query: RecipeQuery): FiltersQuery {
  const params: FiltersQuery = {};
  if (query.minStars) params.minStars = String(query.minStars);
  // The API refuses longer queries; a pasted essay is still a search for its start.
  const text = query.search.trim().slice(0, 200).trim();
  if (text) params.query = text;
  for (const group of FILTER_GROUPS) {
    const ids = query.selected[group.key].map((item) => item.id);
    if (ids.length) params[group.key] = ids.join(",");
  }
  return params;
}

type RecipeListQuery = Parameters<Api["site"][":siteSlug"]["recipes"]["$get"]>[0]["query"];
type FiltersQuery = Parameters<Api["site"][":siteSlug"]["filters"]["$get"]>[0]["query"];

function listRecipes(args: ApiArgs, site: PublicSite, query: RecipeListQuery) {
  return callApi(args, (api) =>
    api.site[":siteSlug"].recipes.$get({ param: siteParam(site), query }),
  );
}

export type RecipeRange =
  | { ok: true; recipes: RecipeCard[]; total: number }
  | { ok: false; status: number };

/**
 * Recipes [offset, offset + count) of a search, read in API-sized pages side by side
 * (the API answers at most MAX_RECIPE_PAGE_SIZE at a time). A failure is returned, not
 * thrown: the recipe index keeps showing what it had (docs/spec/visitor-experience.md §4: REJECTED,
 * no message).
 */
export async function getRecipeRange(
  args: ApiArgs,
  site: PublicSite,
  query: RecipeQuery,
  offset: number,
  count: number,
): Promise<RecipeRange> {
  const calls: Promise<ApiResult<RecipeListResponse>>[] = [];
  for (let start = offset; start < offset + count; start += MAX_RECIPE_PAGE_SIZE) {
    const limit = Math.min(MAX_RECIPE_PAGE_SIZE, offset + count - start);
    calls.push(listRecipes(args, site, recipeListParams(query, start, limit)));
  }
  const results = await Promise.all(calls);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    console.error(`Recipe search failed: ${failed.status}`);
    return { ok: false, status: failed.status };
  }
  const pages = results as Extract<ApiResult<RecipeListResponse>, { ok: true }>[];
  return {
    ok: true,
    recipes: pages.flatMap((page) => page.body.recipes),
    total: pages[0]?.body.total ?? 0,
  };
}

/** The newest published recipes (home page), or an error page when the API fails. */
export async function getLatestRecipes(args: ApiArgs, site: PublicSite, count: number) {
  const range = await getRecipeRange(args, site, EMPTY_QUERY, 0, count);
  if (!range.ok) throw unexpectedApiResult(range, "recipes");
  return range;
}

/**
 * Every published recipe up to `max`, newest first (the cookbook's contents): one call,
 * then the rest side by side once the total is known.
 */
export async function getAllRecipes(args: ApiArgs, site: PublicSite, max: number) {
  const first = await getRecipeRange(
    args,
    site,
    EMPTY_QUERY,
    0,
    Math.min(max, MAX_RECIPE_PAGE_SIZE),
  );
  if (!first.ok) throw unexpectedApiResult(first, "recipes");
  const wanted = Math.min(max, first.total);
  if (first.recipes.length >= wanted) return first;
  const rest = await getRecipeRange(
    args,
    site,
    EMPTY_QUERY,
    first.recipes.length,
    wanted - first.recipes.length,
  );
  if (!rest.ok) throw unexpectedApiResult(rest, "recipes");
  return { ok: true as const, recipes: [...first.recipes, ...rest.recipes], total: first.total };
}
