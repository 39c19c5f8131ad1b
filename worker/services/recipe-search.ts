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

/**
 * bm25 weights of recipe_search's columns (title, description, ingredients, keywords):
 * a word in the title says most about a recipe, a word somewhere in the description least.
 */
const relevance = sql`bm25(recipe_search, 10.0, 1.0, 3.0, 5.0)`;

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
  const match = params.query === undefined ? null : ftsQuery(params.query);
  // Text with no searchable word ("!!!") finds nothing rather than everything.
  if (params.query !== undefined && match === null) return { recipes: [], total: 0, limit, offset };

  const where = and(
    publishedOn(siteId),
    ...filterConditions(params),
    ...(match ? [sql`recipe_search match ${match}`] : []),
  );
  const byRelevance = match !== null && params.orderBy !== "published_at_desc";
  const newestFirst = [desc(recipes.publishedAt), asc(recipes.id)];

  let page = db.select(cardColumns).from(recipes).$dynamic();
  let total = db.select({ total: count() }).from(recipes).$dynamic();
  if (match) {
    // recipe_search is external-content FTS5 over recipes: its rowid is the recipe's rowid.
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
