import type { RecipeCard } from "@schema/api/public-read";
import { recipes } from "@schema/db/recipes";
import { siteRecipeCounts } from "@schema/db/site-recipe-counts";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../env";
import {
  type CardExtras,
  type CardRow,
  cardColumns,
  cardExtras,
  cardOf,
  publishedOn,
} from "./cards";

/**
 * One page of a visitor's search and the number of matches, for each order and with or
 * without taxonomy filters. `match` is an FTS5 query already scoped to one site's
 * published recipes (publishedOnSiteMatch), so FTS5 alone knows which recipes qualify;
 * recipes is read for the page's rows only wherever the order allows it, and each page's
 * statement brings its cards' covers and terms along.
 *
 * Each case is a plan, not a call: its statements go into the caller's one D1 batch (with
 * the site's lookup, listRecipes), and `read` turns their results into the page. The site
 * is an SQL value, so a statement can name it by slug without waiting for the lookup.
 */
export type SearchPage = { recipes: RecipeCard[]; total: number };
export type SearchPlan = {
  statements: BatchItem<"sqlite">[];
  /** The statements' results, in their order (D1 batch results are untyped here). */
  read(results: readonly unknown[]): SearchPage;
};

/** A card's row and what it shows beyond it (recipe-cards.ts), read in one go. */
const cardSelection = { ...cardColumns, ...cardExtras };
type Paging = { limit: number; offset: number };
type CardResult = CardRow & CardExtras;
/** A page's row, left-joined to recipes, or the one row without a recipe that holds the total. */
type PageRow = { [K in keyof CardResult]: CardResult[K] | null } & { total: number | null };

/** Newest first; the id breaks ties so pages never overlap (recipes_site_newest_idx). */
export const newestFirst = [desc(recipes.publishedAt), asc(recipes.id)];

/**
 * bm25 weights of recipe_search's columns (title, description, ingredients, keywords,
 * scope): a word in the title says most about a recipe, one in the description least;
 * the scope token says nothing about relevance.
 */
const relevance = sql`bm25(recipe_search, 10.0, 1.0, 3.0, 5.0, 0.0)`;

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
export function newestMatchPlan(
  db: Db,
  siteId: SQL,
  match: SQL,
  { limit, offset }: Paging,
  walkAbove = WALK_ABOVE_MATCHES,
): SearchPlan {
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
  const statement = db
    .select({ ...cardSelection, total: sql<number | null>`page.total` })
    .from(pageRowids)
    .leftJoin(recipes, sql`${recipes}.rowid = page.rid`)
    // The total's row (no recipe) last.
    .orderBy(isNull(recipes.id), ...newestFirst);
  return { statements: [statement], read: ([rows]) => splitTotal(rows as PageRow[]) };
}

/**
 * By relevance, no filters: one statement in which FTS5 scores the site's published
 * matches from the index alone, once (`scored`, materialized), and both the page and the
 * count read those scores: the page's rowids alone go on to recipes, and a last row
 * carries the total, so a page past the end still knows it. (A window count over the
 * scores cost about a third more at 20,000 matches: it buffers every row on its way to
 * the sort; counting in a second FTS5 query matched everything twice.) bm25 cannot be
 * called where an aggregate is, hence the CTE. The rowid breaks ties so pages never
 * overlap.
 */
export function rankedMatchPlan(db: Db, match: SQL, { limit, offset }: Paging): SearchPlan {
  const ranked = sql`(
    with scored(rid, score) as materialized (
      select rowid, ${relevance} from recipe_search where recipe_search match ${match}
    )
    select * from (
      select rid, score, null as total from scored order by score, rid
      limit ${limit} offset ${offset}
    )
    union all
    select null, null, count(*) from scored
  ) as ranked`;
  const statement = db
    .select({ ...cardSelection, total: sql<number | null>`ranked.total` })
    .from(ranked)
    .leftJoin(recipes, sql`${recipes}.rowid = ranked.rid`)
    // The total's row (no recipe, no score) last.
    .orderBy(sql`ranked.score is null`, sql`ranked.score`, sql`ranked.rid`);
  return { statements: [statement], read: ([rows]) => splitTotal(rows as PageRow[]) };
}

/**
 * By relevance with taxonomy filters: bm25 exists only on FTS5's cursor, so the index
 * is joined to recipes and every match that passes the filters is scored, once
 * (`scored`, materialized with what the order needs); the page and the count both read
 * those rows, as in rankedMatchPlan, instead of a second statement matching and
 * filtering everything again for the count. Ties go newest first, then by id.
 */
export function rankedFilteredPlan(
  db: Db,
  siteId: SQL,
  match: SQL,
  filters: SQL[],
  { limit, offset }: Paging,
): SearchPlan {
  const where = and(publishedOn(siteId), ...filters, sql`recipe_search match ${match}`);
  const passing = db
    .select({
      rid: sql<number>`${recipes}.rowid`.as("rid"),
      score: sql<number>`${relevance}`.as("score"),
      publishedAt: sql`${recipes.publishedAt}`.as("published_at"),
      id: sql`${recipes.id}`.as("id"),
    })
    .from(recipes)
    .innerJoin(sql`recipe_search`, sql`recipe_search.rowid = ${recipes}.rowid`)
    .where(where);
  const ranked = sql`(
    with scored as materialized ${passing}
    select * from (
      select rid, score, published_at, id, null as total from scored
      order by score, published_at desc, id asc limit ${limit} offset ${offset}
    )
    union all
    select null, null, null, null, count(*) from scored
  ) as ranked`;
  const statement = db
    .select({ ...cardSelection, total: sql<number | null>`ranked.total` })
    .from(ranked)
    .leftJoin(recipes, sql`${recipes}.rowid = ranked.rid`)
    // The total's row (no recipe, no score) last.
    .orderBy(
      sql`ranked.score is null`,
      sql`ranked.score`,
      sql`ranked.published_at desc`,
      sql`ranked.id asc`,
    );
  return { statements: [statement], read: ([rows]) => splitTotal(rows as PageRow[]) };
}

/**
 * Newest first with filters (and words or not): the filters and the matches (as a set
 * of rowids) narrow recipes, walked through recipes_site_newest_idx.
 */
export function newestFilteredPlan(
  db: Db,
  siteId: SQL,
  match: SQL | null,
  filters: SQL[],
  { limit, offset }: Paging,
): SearchPlan {
  const where = and(
    publishedOn(siteId),
    ...filters,
    ...(match
      ? [
          sql`${recipes}.rowid in (select rowid from recipe_search where recipe_search match ${match})`,
        ]
      : []),
  );
  return {
    statements: [
      db
        .select(cardSelection)
        .from(recipes)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(recipes).where(where),
    ],
    read: countedPage,
  };
}

/**
 * The site's recipes, newest first, with neither words nor filters (the recipe index as
 * it opens, the home page): the page walks recipes_site_newest_idx, and the total is the
 * site's row in site_recipe_counts, which triggers keep equal to its published recipes.
 * One row to read, where counting the site's scope doclist in FTS5 read all of them
 * (at 100,000 recipes about 2.6 ms of CPU, on every uncached home and index page).
 */
export function newestAllPlan(db: Db, siteId: SQL, { limit, offset }: Paging): SearchPlan {
  return {
    statements: [
      db
        .select(cardSelection)
        .from(recipes)
        .where(publishedOn(siteId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db
        .select({ total: siteRecipeCounts.published })
        .from(siteRecipeCounts)
        .where(eq(siteRecipeCounts.siteId, siteId)),
    ],
    // A site that never published has no row: countedPage reads that as 0.
    read: countedPage,
  };
}

/** Nothing to look for (a query of punctuation alone): no statement, no recipe. */
export const emptyPlan: SearchPlan = { statements: [], read: () => ({ recipes: [], total: 0 }) };

/** Runs a plan on its own (tests; listRecipes batches it with the site's lookup). */
export async function runPlan(db: Db, plan: SearchPlan): Promise<SearchPage> {
  const [first, ...rest] = plan.statements;
  return plan.read(first ? await db.batch([first, ...rest]) : []);
}

/** A page's rows and, from a second statement, their count. */
function countedPage([rows, counted]: readonly unknown[]): SearchPage {
  const total = (counted as { total: number }[])[0]?.total ?? 0;
  return { recipes: (rows as CardResult[]).map(cardOf), total };
}

/** Page rows (recipes) and the one row without a recipe that carries the total. */
function splitTotal(rows: readonly PageRow[]): SearchPage {
  const recipes: RecipeCard[] = [];
  let total = 0;
  for (const { total: rowTotal, ...card } of rows) {
    if (card.id === null) total = rowTotal ?? 0;
    // Left-joined, so typed nullable; a row with a recipe has every column a recipe has.
    else recipes.push(cardOf(card as CardResult));
  }
  return { recipes, total };
}
