import type {
  RecipeFilterKind,
  RecipeListQuery,
  RecipeListResponse,
} from "@schema/api/public-read";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import type { SiteDatabases } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { minStarsCondition, topRatedPlan } from "../ratings/search";
import { liveSite } from "../sites/lookup";
import {
  emptyPlan,
  newestAllPlan,
  newestFilteredPlan,
  newestMatchPlan,
  rankedFilteredPlan,
  rankedMatchPlan,
  runPlan,
  type SearchPlan,
} from "./search-pages";
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

/**
 * A scope token that no recipe holds (they are "s" and 32 hex digits, then the state):
 * FTS5 refuses a null query, and a site that does not exist has no token to build.
 */
const NO_SCOPE = 'search_scope : "nosite"';

/**
 * The words, within one site's published recipes: FTS5 narrows to the site itself. The
 * site id is an SQL value (often a subquery on the slug, so the statement need not wait
 * for the site's lookup); the scope token is built from it as publishedScopeToken does.
 */
export function publishedOnSiteMatch(siteId: SQL | string, words: string): SQL {
  return sql`coalesce(${scopePhrase(siteId)} || ' AND ' || ${contentMatch(words)}, ${NO_SCOPE})`;
}

/** publishedScopeToken in SQL, as a phrase of the scope column; null for no site. */
const scopePhrase = (siteId: SQL | string) =>
  sql`'search_scope : "s' || replace(${siteId}, '-', '') || 'published"'`;

/**
 * Recipes (the statement's own rows of recipes) among the site's published matches of the
 * words, as a set of rowids.
 */
export const matchingWords = (siteId: SQL | string, words: string): SQL =>
  sql`${recipes}.rowid in (select rowid from recipe_search where recipe_search match ${publishedOnSiteMatch(siteId, words)})`;

/** A site's id by its slug, as a value inside another statement. */
export const siteIdBySlug = (db: Db, slug: string): SQL =>
  sql`(${db
    .select({ id: sites.id })
    .from(sites)
    .where(liveSite(eq(sites.slug, slug)))})`;

/** The narrowing parameters of a list: the filters' id lists and the least stars. */
export type RecipeFilterParams = Pick<RecipeListQuery, RecipeFilterKind | "minStars">;

/**
 * Recipes having at least one of the ids of every filter that was given. `except` leaves
 * one group out: the filters' counts (filters.ts) count an option of a group as the
 * list would be with that option chosen, so that group's own choices do not narrow it.
 */
export function filterConditions(params: RecipeFilterParams, except?: RecipeFilterKind): SQL[] {
  const conditions: SQL[] = [];
  for (const kind of filterKinds) {
    if (kind === except) continue;
    const ids = params[kind];
    if (!ids?.length) continue;
    const { link } = taxonomyTables[kind];
    conditions.push(
      sql`${recipes.id} in (select ${link.recipeId} from ${link} where ${inIdList(link.taxonomyId, ids)})`,
    );
  }
  if (params.minStars !== undefined) conditions.push(minStarsCondition(params.minStars));
  return conditions;
}

/**
 * GET site/{siteSlug}/recipes: the site's published recipes, searched, filtered and paged
 * (recipe-search-pages.ts plans the page, its cards and the total for each case). The
 * site's lookup and the page's statements go to D1 in one batch, one round trip; null
 * when there is no such site. A site moved to a database of its own (ADR 0014) is found in
 * that batch, and its page is read again there, by its id.
 */
export async function listRecipes(
  databases: SiteDatabases,
  siteSlug: string,
  params: RecipeListQuery,
): Promise<RecipeListResponse | null> {
  const { limit, offset } = params;
  const { platform } = databases;
  const plan = searchPlan(platform, siteIdBySlug(platform, siteSlug), params);
  const [found, ...results] = await platform.batch([
    platform
      .select({ id: sites.id, database: sites.database })
      .from(sites)
      .where(liveSite(eq(sites.slug, siteSlug)))
      .limit(1),
    ...plan.statements,
  ]);
  const site = found[0];
  if (!site) return null;
  const home = databases.of(site.database);
  if (home === platform) return { ...plan.read(results), limit, offset };
  const page = await runPlan(home, searchPlan(home, sql`${site.id}`, params));
  return { ...page, limit, offset };
}

/**
 * Which statements find this page: by the words, the filters and the order asked for.
 * Exported for scripts/bench/search-sql.ts, which times these statements without the API.
 */
export function searchPlan(db: Db, siteId: SQL, params: RecipeListQuery): SearchPlan {
  const words = params.query === undefined ? null : ftsQuery(params.query);
  if (params.query !== undefined && words === null) return emptyPlan;
  const match = words === null ? null : publishedOnSiteMatch(siteId, words);
  const filters = filterConditions(params);
  const byRelevance = match !== null && params.orderBy !== "published_at_desc";
  const paging = { limit: params.limit, offset: params.offset };
  if (params.orderBy === "rating_desc") return topRatedPlan(db, siteId, match, filters, paging);
  if (match && filters.length === 0) {
    return byRelevance
      ? rankedMatchPlan(db, match, paging)
      : newestMatchPlan(db, siteId, match, paging);
  }
  if (match && byRelevance) return rankedFilteredPlan(db, siteId, match, filters, paging);
  if (!match && filters.length === 0) {
    return newestAllPlan(db, siteId, paging);
  }
  return newestFilteredPlan(db, siteId, match, filters, paging);
}
