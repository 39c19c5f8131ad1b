import { type SQL, sql } from "drizzle-orm";
import type { RecipeListQuery, RecipeListResponse } from "../../schema/api/public-read";
import { recipes } from "../../schema/db/recipes";
import type { Db } from "../env";
import {
  newestFilteredPage,
  newestMatchPage,
  rankedFilteredPage,
  rankedMatchPage,
  type SearchPage,
} from "./recipe-search-pages";
import { inIdList } from "./sql-id-list";
import { filterKinds, taxonomyTables } from "./taxonomy-tables";

/** More words than this add nothing a visitor would notice, only work for FTS5. */
const MAX_SEARCH_TERMS = 12;

/**
 * Visitor text → an FTS5 query that cannot carry FTS5 syntax: the text is cut into words
 * (letters, digits and combining marks, as the unicode61 tokenizer sees them), each word is
 * quoted, the last one matches as a prefix (type-ahead), and all of them must match.
 * Returns null when the text holds no word at all.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize("NFC")
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_TERMS);
  if (words.length === 0) return null;
  return words
    .map((word, index) => (index === words.length - 1 ? `"${word}"*` : `"${word}"`))
    .join(" AND ");
}

/** The columns a reader's words are matched against (not search_scope). */
const CONTENT_COLUMNS = "{title search_description search_ingredients search_keywords}";

/** A reader's words, kept to the recipe's text so they never match the scope tokens. */
export function contentMatch(words: string): string {
  return `${CONTENT_COLUMNS} : (${words})`;
}

/** The token recipes.search_scope holds for a site's published recipes (migrations/0003). */
export const publishedScopeToken = (siteId: string) => `s${siteId.replace(/-/g, "")}published`;

/** The words, within one site's published recipes: FTS5 narrows to the site itself. */
export function publishedOnSiteMatch(siteId: string, words: string): string {
  return `search_scope : "${publishedScopeToken(siteId)}" AND ${contentMatch(words)}`;
}

/** Recipes having at least one of the ids of every filter that was given. */
function filterConditions(params: RecipeListQuery): SQL[] {
  const conditions: SQL[] = [];
  for (const kind of filterKinds) {
    const ids = params[kind];
    if (!ids?.length) continue;
    const { link } = taxonomyTables[kind];
    conditions.push(
      sql`${recipes.id} in (select ${link.recipeId} from ${link} where ${inIdList(link.taxonomyId, ids)})`,
    );
  }
  return conditions;
}

/**
 * GET site/{siteSlug}/recipes: the site's published recipes, searched, filtered and paged
 * (recipe-search-pages.ts finds the page, its cards and the total for each case).
 */
export async function listRecipes(
  db: Db,
  siteId: string,
  params: RecipeListQuery,
): Promise<RecipeListResponse> {
  const { limit, offset } = params;
  const words = params.query === undefined ? null : ftsQuery(params.query);
  if (params.query !== undefined && words === null) return { recipes: [], total: 0, limit, offset };
  const match = words === null ? null : publishedOnSiteMatch(siteId, words);
  const filters = filterConditions(params);
  const byRelevance = match !== null && params.orderBy !== "published_at_desc";
  const paging = { limit, offset };

  let page: SearchPage;
  if (match && filters.length === 0) {
    page = byRelevance
      ? await rankedMatchPage(db, match, paging)
      : await newestMatchPage(db, siteId, match, paging);
  } else if (match && byRelevance) {
    page = await rankedFilteredPage(db, siteId, match, filters, paging);
  } else {
    page = await newestFilteredPage(db, siteId, match, filters, paging);
  }
  return { ...page, limit, offset };
}
