import type { FiltersResponse, RecipeFilterKind } from "@schema/api/public-read";
import { siteTermCounts } from "@schema/db/site-term-counts";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { taxonomyTables } from "./taxonomy-tables";

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

/** GET site/{siteSlug}/filters: six groups, one batch; unused terms are left out. */
export async function filterGroups(db: Db, siteId: string): Promise<FiltersResponse> {
  const [cuisines, meals, methods, diets, tags, categories] = await db.batch([
    termCounts(db, siteId, "cuisines"),
    termCounts(db, siteId, "meals"),
    termCounts(db, siteId, "methods"),
    termCounts(db, siteId, "diets"),
    termCounts(db, siteId, "tags"),
    termCounts(db, siteId, "categories"),
  ]);
  return { cuisines, meals, methods, diets, tags, categories };
}
