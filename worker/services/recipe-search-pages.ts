import { and, asc, count, desc, isNull, type SQL, sql } from "drizzle-orm";
import { recipes } from "../../schema/db/recipes";
import type { Db } from "../env";
import type { RecipeCard } from "../../schema/api/public-read";
import {
  type CardExtras,
  type CardRow,
  cardColumns,
  cardExtras,
  cardOf,
  publishedOn,
} from "./recipe-cards";

/**
 * One page of a visitor's search and the number of matches, for each order and with or
 * without taxonomy filters. `match` is an FTS5 query already scoped to one site's
 * published recipes (publishedOnSiteMatch), so FTS5 alone knows which recipes qualify;
 * recipes is read for the page's rows only wherever the order allows it, and each page's
 * statement brings its cards' covers and terms along.
 */
export type SearchPage = { recipes: RecipeCard[]; total: number };

/** A card's row and what it shows beyond it (recipe-cards.ts), read in one go. */
const cardSelection = { ...cardColumns, ...cardExtras };
type Paging = { limit: number; offset: number };

/** Newest first; the id breaks ties so pages never overlap (recipes_site_newest_idx). */
export const newestFirst = [desc(recipes.publishedAt), asc(recipes.id)];

/**
 * bm25 weights of recipe_search's columns (title, description, ingredients, keywords,
 * scope): a word in the title says most about a recipe, one in the description least;
 * the scope token says nothing about relevance.
 */
const relevance = sql`bm25(recipe_search, 10.0, 1.0, 3.0, 5.0, 0.0)`;

/** How many recipes FTS5 matches: with the scope in the match, the site's published ones. */
const matchCount = async (db: Db, match: string) =>
  (
    await db
      .select({ total: count() })
      .from(sql`recipe_search`)
      .where(sql`recipe_search match ${match}`)
  )[0]?.total ?? 0;

/**
 * Up to this many matches are read from recipes and sorted by date; beyond it the
 * newest-first index is walked instead, which finds a page after about
 * (offset + limit) × site size ÷ matches steps. Either way is cheap at the boundary.
 */
const WALK_ABOVE_MATCHES = 1000;

/**
 * Newest first, no filters: one statement. The matches are gathered once (`matched`)
 * and counted; then exactly one of two plans fills the page:
 *  - many matches: walk recipes_site_newest_idx from the newest recipe and keep those
 *    matched, stopping when the page is full (sorting 30,000 matches by date read every
 *    one of their rows);
 *  - few: read just those rows and sort them (a walk for a rare word, or a word nobody
 *    used, would step through the whole site).
 * The plan not taken gets a null key (site id or rowid) and reads nothing: a condition
 * on a subquery is not lifted out of SQLite's loop, a null seek key is. INDEXED BY and
 * CROSS JOIN fix each plan's shape. A last row carries the total, so a page past the end
 * still knows it. `walkAbove` is there for tests, which hold both plans to the same pages.
 */
export async function newestMatchPage(
  db: Db,
  siteId: string,
  match: string,
  { limit, offset }: Paging,
  walkAbove = WALK_ABOVE_MATCHES,
): Promise<SearchPage> {
  const pageRowids = sql`(
    with matched(rid) as materialized (
      select rowid from recipe_search where recipe_search match ${match}
    ),
    counted(total) as materialized (select count(*) from matched)
    select rid, null as total from (
      select recipes.rowid as rid from recipes indexed by recipes_site_newest_idx
      where recipes.site_id =
          (case when (select total from counted) > ${walkAbove} then ${siteId} end)
        and recipes.published_at is not null
        and recipes.rowid in matched
      order by recipes.published_at desc, recipes.id asc limit ${limit} offset ${offset}
    )
    union all
    select rid, null from (
      select recipes.rowid as rid from matched cross join recipes
        on recipes.rowid =
          (case when (select total from counted) <= ${walkAbove} then matched.rid end)
      where recipes.site_id = ${siteId} and recipes.published_at is not null
      order by recipes.published_at desc, recipes.id asc limit ${limit} offset ${offset}
    )
    union all
    select null, total from counted
  ) as page`;
  const rows = await db
    .select({ ...cardSelection, total: sql<number | null>`page.total` })
    .from(pageRowids)
    .leftJoin(recipes, sql`${recipes}.rowid = page.rid`)
    // The total's row (no recipe) last.
    .orderBy(isNull(recipes.id), ...newestFirst);
  return splitTotal(rows);
}

/**
 * By relevance, no filters: one statement in which FTS5 ranks the site's published
 * matches from the index alone, counts them in the same pass (a window, instead of a
 * second query matching everything again) and hands only the page's rowids to recipes.
 * bm25 cannot be called where a window function is, hence the inner select. The rowid
 * breaks ties so pages never overlap.
 */
export async function rankedMatchPage(
  db: Db,
  match: string,
  { limit, offset }: Paging,
): Promise<SearchPage> {
  const ranked = sql`(select rowid, score, count(*) over () as total
    from (select rowid, ${relevance} as score from recipe_search where recipe_search match ${match})
    order by score, rowid limit ${limit} offset ${offset}) as ranked`;
  const rows = await db
    .select({ ...cardSelection, total: sql<number>`ranked.total` })
    .from(recipes)
    .innerJoin(ranked, sql`ranked.rowid = ${recipes}.rowid`)
    .orderBy(sql`ranked.score`, sql`ranked.rowid`);
  // A page past the end has no row to carry the total: count on its own, only then.
  const total = rows[0]?.total ?? (offset > 0 ? await matchCount(db, match) : 0);
  return { recipes: rows.map(({ total: _total, ...card }) => cardOf(card)), total };
}

/**
 * By relevance with taxonomy filters: bm25 exists only on FTS5's cursor, so the index
 * is joined to recipes and every match that passes the filters is ranked.
 */
export async function rankedFilteredPage(
  db: Db,
  siteId: string,
  match: string,
  filters: SQL[],
  { limit, offset }: Paging,
): Promise<SearchPage> {
  const where = and(publishedOn(siteId), ...filters, sql`recipe_search match ${match}`);
  const joinSearch = sql`recipe_search.rowid = ${recipes}.rowid`;
  const [rows, [counted]] = await db.batch([
    db
      .select(cardSelection)
      .from(recipes)
      .innerJoin(sql`recipe_search`, joinSearch)
      .where(where)
      .orderBy(relevance, ...newestFirst)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(recipes)
      .innerJoin(sql`recipe_search`, joinSearch)
      .where(where),
  ]);
  return { recipes: rows.map(cardOf), total: counted?.total ?? 0 };
}

/**
 * Newest first with filters, or no words at all: the filters and the matches (as a set
 * of rowids) narrow recipes, walked through recipes_site_newest_idx.
 */
export async function newestFilteredPage(
  db: Db,
  siteId: string,
  match: string | null,
  filters: SQL[],
  { limit, offset }: Paging,
): Promise<SearchPage> {
  const where = and(
    publishedOn(siteId),
    ...filters,
    ...(match
      ? [
          sql`${recipes}.rowid in (select rowid from recipe_search where recipe_search match ${match})`,
        ]
      : []),
  );
  const [rows, [counted]] = await db.batch([
    db
      .select(cardSelection)
      .from(recipes)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(recipes).where(where),
  ]);
  return { recipes: rows.map(cardOf), total: counted?.total ?? 0 };
}

/** Page rows (recipes) and the one row without a recipe that carries the total. */
function splitTotal(
  rows: readonly ({ [K in keyof (CardRow & CardExtras)]: (CardRow & CardExtras)[K] | null } & {
    total: number | null;
  })[],
): SearchPage {
  const recipes: RecipeCard[] = [];
  let total = 0;
  for (const { total: rowTotal, ...card } of rows) {
    if (card.id === null) total = rowTotal ?? 0;
    // Left-joined, so typed nullable; a row with a recipe has every column a recipe has.
    else recipes.push(cardOf(card as CardRow & CardExtras));
  }
  return { recipes, total };
}
