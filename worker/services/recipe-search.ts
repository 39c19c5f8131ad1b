import { and, asc, count, desc, type SQL, sql } from "drizzle-orm";
import type { RecipeListQuery, RecipeListResponse } from "../../schema/api/public-read";
import { recipes } from "../../schema/db/recipes";
import type { Db } from "../env";
import { cardColumns, publishedOn, recipeCards } from "./recipe-cards";
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

/**
 * The words, within one site's published recipes. recipes.search_scope holds
 * "s<site id without dashes> published|draft", so FTS5 narrows to the site itself.
 */
export function publishedOnSiteMatch(siteId: string, words: string): string {
  return `search_scope : ("s${siteId.replace(/-/g, "")}" AND "published") AND ${contentMatch(words)}`;
}

/**
 * bm25 weights of recipe_search's columns (title, description, ingredients, keywords,
 * scope): a word in the title says most about a recipe, one in the description least;
 * the scope tokens say nothing about relevance.
 */
const relevance = sql`bm25(recipe_search, 10.0, 1.0, 3.0, 5.0, 0.0)`;

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
 * GET site/{siteSlug}/recipes: the site's published recipes, searched, filtered and paged.
 * One batch finds the page and the total, one more builds its cards.
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
  if (match && byRelevance && filters.length === 0) {
    return rankedInIndex(db, match, limit, offset);
  }

  const where = and(
    publishedOn(siteId),
    ...filters,
    ...(match ? [sql`recipe_search match ${match}`] : []),
  );
  const newestFirst = [desc(recipes.publishedAt), asc(recipes.id)];

  let page = db.select(cardColumns).from(recipes).$dynamic();
  let total = db.select({ total: count() }).from(recipes).$dynamic();
  if (match) {
    const joinSearch = sql`recipe_search.rowid = ${recipes}.rowid`;
    page = page.innerJoin(sql`recipe_search`, joinSearch);
    total = total.innerJoin(sql`recipe_search`, joinSearch);
  }
  const [rows, [counted]] = await db.batch([
    page
      .where(where)
      .orderBy(...(byRelevance ? [relevance, ...newestFirst] : newestFirst))
      .limit(limit)
      .offset(offset),
    total.where(where),
  ]);
  return { recipes: await recipeCards(db, rows), total: counted?.total ?? 0, limit, offset };
}

/**
 * A plain search (no taxonomy filters, by relevance): FTS5 ranks, pages and counts the
 * site's published matches from the index alone, and only the page's rows are read from
 * recipes. Ranking every match of a common word through a join was the slow part.
 */
async function rankedInIndex(
  db: Db,
  match: string,
  limit: number,
  offset: number,
): Promise<RecipeListResponse> {
  // Raw statements cannot join a drizzle batch; the two index reads run side by side.
  const [ranked, counted] = await Promise.all([
    db.all<{ rowid: number }>(
      sql`select rowid from recipe_search where recipe_search match ${match} order by ${relevance} limit ${limit} offset ${offset}`,
    ),
    db.all<{ total: number }>(
      sql`select count(*) as total from recipe_search where recipe_search match ${match}`,
    ),
  ]);
  const rowids = ranked.map((row) => row.rowid);
  const rows = rowids.length
    ? await db
        .select({ ...cardColumns, rowid: sql<number>`${recipes}.rowid` })
        .from(recipes)
        .where(sql`${recipes}.rowid in (select value from json_each(${JSON.stringify(rowids)}))`)
    : [];
  const position = new Map(rowids.map((rowid, index) => [rowid, index]));
  rows.sort((a, b) => (position.get(a.rowid) ?? 0) - (position.get(b.rowid) ?? 0));
  return {
    recipes: await recipeCards(
      db,
      rows.map(({ rowid: _rowid, ...card }) => card),
    ),
    total: counted[0]?.total ?? 0,
    limit,
    offset,
  };
}
