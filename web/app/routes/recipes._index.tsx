import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData, useNavigation } from "@remix-run/react";
import type { CollectionCard, RecipeCard } from "@schema/api/public-read";
import { useEffect, useRef } from "react";
import { CollectionsSlider } from "../components/site/CollectionsSlider";
import { FilterChips } from "../components/site/FilterChips";
import { FiltersDialog } from "../components/site/FiltersDialog";
import { RatingControls } from "../components/site/RatingControls";
import { RecipeGrid } from "../components/site/RecipeGrid";
import { RecipeSearchBox } from "../components/site/RecipeSearchBox";
import { pageTitle } from "../lib/root-data";
import { RECIPES_MAX_PAGES, RECIPES_PAGE_SIZE } from "../lib/site/constants";
import {
  isActiveSearch,
  isNarrowedSearch,
  parseRecipeSearch,
  type RecipeSearchState,
  recipeIndexHref,
  searchKey,
} from "../lib/site/filters";
import { recipeCountText } from "../lib/site/format";
import { itemListJsonLd, seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import {
  getCollections,
  getFilters,
  getRecipeRange,
  getSearchFilters,
  loadSitePage,
} from "../lib/site/site-api.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Recipes");
  const recipes = data.results?.recipes ?? [];
  return [
    ...seoMeta({
      siteTitle: site.title,
      pageTitle: "Recipes",
      description: `All recipes from ${site.title}.${site.aboutShort ? ` ${site.aboutShort}` : ""}`,
      origin: data.origin,
      path: "/recipes",
      image: socialImage(site.featuredImage),
    }),
    itemListJsonLd(
      data.origin,
      recipes.map((recipe) => ({ path: `/recipes/${recipe.slug}`, name: recipe.title })),
      `${site.title} recipes`,
    ),
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  const url = new URL(args.request.url);
  const filters = await getFilters(args, site);
  const state = parseRecipeSearch(url.searchParams, filters);
  const active = isActiveSearch(state);
  const [range, collections, counted] = await Promise.all([
    // A filter value that names nothing here has no recipes: no need to ask.
    state.unmatched.length
      ? { ok: true as const, recipes: [] as RecipeCard[], total: 0 }
      : getRecipeRange(args, site, state, 0, state.page * RECIPES_PAGE_SIZE),
    // Collections are shown only on the initial list, and are not worth an error page.
    active ? null : getCollections(args, site).catch((): CollectionCard[] => []),
    // Each option's count is what picking it would list from here (the search's words and
    // the other filters); with neither, the site-wide counts already are.
    isNarrowedSearch(state) ? getSearchFilters(args, site, state, filters) : filters,
  ]);
  return {
    origin,
    filters: counted,
    search: state.search,
    selected: state.selected,
    unmatched: state.unmatched,
    page: state.page,
    order: state.order ?? "newest",
    minStars: state.minStars ?? null,
    filtersOpen: url.searchParams.get("filters") === "open",
    // null: the search failed (docs/spec/visitor-experience.md §4 REJECTED: no message, the
    // previous list stays).
    results: range.ok ? { recipes: range.recipes, total: range.total } : null,
    collections: collections?.filter((collection) => collection.recipeCount > 0) ?? [],
  };
}

/**
 * The recipe index: search, filters and the grid. Its states (docs/spec/visitor-experience.md §4)
 * are IDLE (no search, the initial list with collections and 'All recipes'), PENDING (a new search
 * is loading: the grid dims), FULFILLED (results replace the list) and REJECTED (the previous list
 * stays, no message). Every state lives in the address, so reload and Back keep it.
 */
export default function RecipeIndex() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const state: RecipeSearchState = {
    search: data.search,
    selected: data.selected,
    unmatched: data.unmatched,
    page: data.page,
    order: data.order,
    minStars: data.minStars,
  };
  const active = isActiveSearch(state);

  // REJECTED keeps what was on screen before.
  const lastResults = useRef(data.results);
  if (data.results) lastResults.current = data.results;
  const results = data.results ?? lastResults.current;

  const loadingHere = navigation.state === "loading" && navigation.location.pathname === "/recipes";
  const currentKey = searchKey(recipeIndexHref(state).split("?")[1] ?? "");
  const nextKey = loadingHere ? searchKey(navigation.location.search) : currentKey;
  const pending = loadingHere && nextKey !== currentKey;
  const loadingMore = loadingHere && !pending;

  const shown = results?.recipes.length ?? 0;
  const total = results?.total ?? 0;
  const canLoadMore = results !== null && shown < total && data.page < RECIPES_MAX_PAGES;
  useFocusFirstNew(data.page, shown);

  return (
    <div className="container page recipe-index">
      <h1>Recipes</h1>
      <div className="recipe-index__tools">
        <RecipeSearchBox state={state} />
        <FiltersDialog filters={data.filters} state={state} serverOpen={data.filtersOpen} />
      </div>
      <FilterChips filters={data.filters} state={state} />
      <RatingControls state={state} />

      {!active && data.collections.length ? (
        <section className="recipe-index__collections" aria-labelledby="index-collections">
          <h2 id="index-collections">Collections</h2>
          <CollectionsSlider collections={data.collections} />
        </section>
      ) : null}

      <section
        className="recipe-index__results"
        aria-labelledby="index-results"
        aria-busy={pending || loadingMore}
      >
        <h2 id="index-results" className={active ? "visually-hidden" : undefined}>
          {active ? "Search results" : "All recipes"}
        </h2>
        <p className="visually-hidden" role="status">
          {active && results ? `${recipeCountText(total)} found` : ""}
        </p>
        <div className={pending ? "recipe-index__grid is-pending" : "recipe-index__grid"}>
          {results && shown > 0 ? (
            <RecipeGrid recipes={results.recipes} eagerCount={3} anchors />
          ) : results ? (
            <div className="empty-state">
              <p>
                {active
                  ? "No recipes found for this search"
                  : "No recipes have been published yet."}
              </p>
              {active ? (
                <p>
                  <Link to="/recipes">Clear the search and filters</Link>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {canLoadMore ? (
          <div className="recipe-index__more">
            <Link
              className="button button--secondary"
              to={`${recipeIndexHref({ ...state, page: data.page + 1 })}#recipe-${shown + 1}`}
              preventScrollReset
              replace
              aria-disabled={loadingMore || undefined}
            >
              {loadingMore ? "Loading…" : "Load more"}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** After 'Load more', keyboard focus moves to the first new recipe instead of staying behind. */
function useFocusFirstNew(page: number, shown: number) {
  const previous = useRef({ page, shown });
  useEffect(() => {
    const before = previous.current;
    previous.current = { page, shown };
    if (page <= before.page || shown <= before.shown) return;
    const link = document.querySelector<HTMLAnchorElement>(`#recipe-${before.shown + 1} a`);
    link?.focus({ preventScroll: true });
  }, [page, shown]);
}
