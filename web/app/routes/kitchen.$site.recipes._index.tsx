import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import { RecipeRow } from "../kitchen/recipes/RecipeRow";
import { loadRecipeList } from "../kitchen/recipes/recipe-list.server";
import {
  PAGE_SIZE,
  pageSearch,
  type RecipeListQuery,
  type RecipeListSort,
  type RecipeListStatus,
} from "../kitchen/recipes/recipe-list-query";
import { useKitchenSite } from "../kitchen/shared/use-kitchen-site";
import { pageTitle } from "../lib/root-data";
import { SEARCH_DEBOUNCE_MS } from "../lib/site/constants";
import { useHydrated } from "../lib/use-hydrated";
import { usePendingSearch } from "../lib/use-pending-search";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Recipes");

export const loader = (args: LoaderFunctionArgs) => loadRecipeList(args, args.params.site);

/** The kitchen's recipe list: drafts and published, searchable, filtered, sorted, paged. */
export default function RecipeList() {
  const { list, query, editors } = useLoaderData<typeof loader>();
  const site = useKitchenSite();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [search, setSearch] = useState(query.q);
  const pending = usePendingSearch(SEARCH_DEBOUNCE_MS);
  const deleted = useSearchParams()[0].get("deleted");

  // Back/forward or a link changed the address: the field follows it.
  useEffect(() => setSearch(query.q), [query.q]);

  const go = (next: Partial<RecipeListQuery>) => {
    pending.cancel();
    const merged: RecipeListQuery = { ...query, q: search, page: 1, ...next };
    // Typing replaces the history entry: Back leaves the list, not one letter at a time.
    navigate(`${location.pathname}${pageSearch(merged)}`, {
      replace: next.q !== undefined,
      preventScrollReset: true,
    });
  };

  const onSearch = (value: string) => {
    setSearch(value);
    pending.schedule(() => go({ q: value }));
  };

  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const filtered = query.q.trim() !== "" || query.status !== "all";
  // A new site: nothing to search, filter or count yet, only the two ways to begin.
  const firstRun = list.total === 0 && !filtered;

  return (
    <div className="kitchen-recipes">
      <div className="kpage-header">
        <h1>Recipes</h1>
        <div className="kpage-header__actions">
          <Link className="button" to={`/kitchen/${encodeURIComponent(site.slug)}/recipes/import`}>
            Import a recipe
          </Link>
          <Form method="post" action={`/kitchen/${encodeURIComponent(site.slug)}/recipes/new`}>
            <button type="submit" className="button button--primary">
              New recipe
            </button>
          </Form>
        </div>
      </div>
      {deleted !== null ? (
        <p role="status" className="notice notice--success">
          Deleted the recipe {deleted ? `“${deleted}”` : ""}.
        </p>
      ) : null}

      {firstRun ? null : (
        <Form method="get" className="recipe-filters" role="search" aria-label="Find recipes">
          <div className="field kfield recipe-filters__search">
            <label htmlFor="recipe-search">Search recipes</label>
            <input
              id="recipe-search"
              type="search"
              name="q"
              value={search}
              autoComplete="off"
              onChange={(event) => onSearch(event.target.value)}
            />
          </div>
          <div className="field kfield">
            <label htmlFor="recipe-status">Status</label>
            <select
              id="recipe-status"
              name="status"
              value={query.status}
              onChange={(event) => go({ status: event.target.value as RecipeListStatus })}
            >
              <option value="all">All recipes</option>
              <option value="draft">Drafts</option>
              <option value="published">Published</option>
            </select>
          </div>
          <div className="field kfield">
            <label htmlFor="recipe-sort">Sort by</label>
            <select
              id="recipe-sort"
              name="sort"
              value={query.sort}
              onChange={(event) => go({ sort: event.target.value as RecipeListSort })}
            >
              <option value="updated">Last updated</option>
              <option value="published">Last published</option>
              <option value="title">Title (A–Z)</option>
              <option value="rating">Best rated</option>
              <option value="ratings">Most rated</option>
            </select>
          </div>
          {/* Without script the form still works, by this button. */}
          {hydrated ? null : (
            <button type="submit" className="button button--secondary">
              Apply
            </button>
          )}
        </Form>
      )}

      {firstRun ? null : (
        <p className="subdued" aria-live="polite" aria-busy={loading}>
          {loading
            ? "Loading…"
            : `${list.total} ${list.total === 1 ? "recipe" : "recipes"}${filtered ? " found" : ""}`}
        </p>
      )}

      {list.recipes.length === 0 ? (
        <div className="empty-state stack">
          {filtered ? (
            <p>No recipes match. Try other words or another status.</p>
          ) : (
            <>
              <h2>Your first recipe</h2>
              <p>
                Write one with “New recipe”, or bring one in with “Import a recipe”: from its web
                address, a saved page, pasted text or a WordPress export.
              </p>
            </>
          )}
        </div>
      ) : (
        <ul className="recipe-rows" aria-label="Recipes">
          {list.recipes.map((recipe) => (
            <RecipeRow
              key={recipe.id}
              recipe={recipe}
              editors={editors[recipe.id] ?? []}
              siteSlug={site.slug}
            />
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {query.page > 1 ? (
            <Link
              to={pageSearch({ ...query, page: query.page - 1 })}
              className="button button--secondary"
              rel="prev"
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? (
            <Link
              to={pageSearch({ ...query, page: query.page + 1 })}
              className="button button--secondary"
              rel="next"
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
