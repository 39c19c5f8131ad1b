import type { FiltersQuery, FiltersResponse, RecipeFilterKind } from "@schema/api/public-read";
import { recipes } from "@schema/db/recipes";
import { siteTermCounts } from "@schema/db/site-term-counts";
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { publishedOn } from "./cards";
import { filterConditions, ftsQuery, matchingWords } from "./search";
import { filterKinds, taxonomyTables } from "./taxonomy-tables";

/**
 * One filter group: the terms on this site's published recipes, most used first. The counts
 * are kept by triggers (schema/db/site-term-counts.ts), so this reads a row per term the
 * site uses, however many recipes carry it.
 */
const termCounts = (db: Db, siteId: string, kind: RecipeFilterKind) => {
  const { terms } = taxonomyTables[kind];
  return db
    .select({
      id: terms.id,
      slug: terms.slug,
      title: terms.title,
      recipeCount: siteTermCounts.published,
    })
    .from(siteTermCounts)
    .innerJoin(terms, eq(terms.id, siteTermCounts.termId))
    .where(
      and(
        eq(siteTermCounts.siteId, siteId),
        eq(siteTermCounts.kind, kind),
        gt(siteTermCounts.published, 0),
      ),
    )
    .orderBy(
      desc(siteTermCounts.published),
      asc(sql`${terms.title} collate nocase`),
      asc(terms.id),
    );
};

/**
 * GET site/{siteSlug}/filters: six groups, one batch; terms no published recipe uses are left
 * out. With words or filters (the recipe index's search), the same terms are listed, each
 * counted as the list would count its recipes with that term chosen: the words and every
 * other group's choices apply, the term's own group does not (a group's choices widen the
 * list, "Breakfast or Dinner"). Terms that would list nothing stay, at 0, so a chosen one
 * still has its place; most used first, as the counts now say.
 */
export async function filterGroups(
  db: Db,
  siteId: string,
  params: Partial<FiltersQuery> = {},
): Promise<FiltersResponse> {
  const used = filterKinds.map((kind) => termCounts(db, siteId, kind));
  if (!isNarrowed(params)) {
    const results = await db.batch(asBatch(used));
    return groupsOf(results as TermRow[][]);
  }
  const words = params.query === undefined ? null : ftsQuery(params.query);
  // Words without a word in them (punctuation alone) list nothing, as the list does.
  const counts =
    params.query !== undefined && words === null
      ? []
      : filterKinds.map((kind) => narrowedCounts(db, siteId, kind, words, params));
  const results = (await db.batch(asBatch([...used, ...counts]))) as unknown[];
  const terms = results.slice(0, filterKinds.length) as TermRow[][];
  const counted = results.slice(filterKinds.length) as { id: string; recipeCount: number }[][];
  return groupsOf(
    terms.map((rows, index) => {
      const byId = new Map((counted[index] ?? []).map((row) => [row.id, row.recipeCount]));
      return rows
        .map((row) => ({ ...row, recipeCount: byId.get(row.id) ?? 0 }))
        .sort(mostUsedFirst);
    }),
  );
}

type TermRow = FiltersResponse[RecipeFilterKind][number];

const isNarrowed = (params: Partial<FiltersQuery>) =>
  params.query !== undefined ||
  params.minStars !== undefined ||
  filterKinds.some((kind) => (params[kind]?.length ?? 0) > 0);

/** One kind's terms, counted over the published recipes the words and other filters keep. */
function narrowedCounts(
  db: Db,
  siteId: string,
  kind: RecipeFilterKind,
  words: string | null,
  params: Partial<FiltersQuery>,
) {
  const { link } = taxonomyTables[kind];
  return db
    .select({ id: link.taxonomyId, recipeCount: count() })
    .from(link)
    .innerJoin(recipes, eq(recipes.id, link.recipeId))
    .where(
      and(
        publishedOn(siteId),
        ...filterConditions(params, kind),
        ...(words === null ? [] : [matchingWords(siteId, words)]),
      ),
    )
    .groupBy(link.taxonomyId);
}

/** termCounts' order (SQLite's nocase folds ASCII letters only, as toLowerCase does for them). */
function mostUsedFirst(a: TermRow, b: TermRow): number {
  if (a.recipeCount !== b.recipeCount) return b.recipeCount - a.recipeCount;
  const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The batch's results in filterKinds' order, as the answer's groups. */
function groupsOf(results: TermRow[][]): FiltersResponse {
  const groups = {} as FiltersResponse;
  filterKinds.forEach((kind, index) => {
    groups[kind] = results[index] ?? [];
  });
  return groups;
}

/** D1's batch wants a non-empty tuple; these lists never are empty. */
const asBatch = <T>(items: T[]) => items as [T, ...T[]];
