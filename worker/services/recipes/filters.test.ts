import type { FiltersResponse, RecipeFilterKind } from "@schema/api/public-read";
import { recipes } from "@schema/db/recipes";
import { siteTermCounts } from "@schema/db/site-term-counts";
import { sites } from "@schema/db/sites";
import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { db, makeSite, siteBinding, siteDb } from "../../test/factories";
import { daysAgo, makeRecipe, makeTerm } from "../../test/recipe-factories";
import { filterGroups } from "./filters";
import { filterKinds, taxonomyTables } from "./taxonomy-tables";

/** The filters counted from the links themselves, as they were before the kept counts. */
async function recounted(siteId: string): Promise<FiltersResponse> {
  const groups = {} as FiltersResponse;
  const own = await siteDb(siteId);
  for (const kind of filterKinds) {
    const { link, terms } = taxonomyTables[kind];
    groups[kind] = await own
      .select({ id: terms.id, slug: terms.slug, title: terms.title, recipeCount: count() })
      .from(link)
      .innerJoin(terms, eq(terms.id, link.taxonomyId))
      .innerJoin(recipes, eq(recipes.id, link.recipeId))
      .where(and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt)))
      .groupBy(terms.id)
      .orderBy(desc(count()), asc(sql`${terms.title} collate nocase`), asc(terms.id));
  }
  return groups;
}

async function expectCounted(siteId: string) {
  const kept = await filterGroups(await siteDb(siteId), siteId);
  expect(kept).toEqual(await recounted(siteId));
  return kept;
}

const tagCounts = (filters: FiltersResponse) =>
  Object.fromEntries(filters.tags.map((term) => [term.title, term.recipeCount]));

describe("filterGroups", () => {
  it("reads as many rows on a site twice the size: a row per term, not per recipe", async () => {
    const site = await makeSite();
    const terms = {} as Record<RecipeFilterKind, string[]>;
    for (const kind of filterKinds) {
      terms[kind] = [
        (await makeTerm(kind, `${kind} one`)).id,
        (await makeTerm(kind, `${kind} two`)).id,
      ];
    }
    let made = 0;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        made += 1;
        await makeRecipe({ siteId: site.id, publishedAt: daysAgo(made), terms });
      }
    };
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      const filters = await filterGroups(drizzle(meterD1(siteBinding(site), tally)), site.id);
      expect(filters.tags.map((term) => term.recipeCount)).toEqual([made, made]);
      return tally.rowsRead;
    };

    await grow(20);
    const before = await rowsRead();
    await grow(20);
    const after = await rowsRead();

    // Counting the links read every link of the site's published recipes (+960 here).
    expect(after).toBe(before);
  });

  it("keeps each term's count through publish, unpublish, links changing, deletion and moves", async () => {
    const site = await makeSite();
    // In the same database: a recipe moves between sites there, by an update.
    const other = await makeSite({ database: site.database });
    const database = await siteDb(site.id);
    const setPublished = (id: string, publishedAt: Date | null) =>
      database.update(recipes).set({ publishedAt }).where(eq(recipes.id, id));
    const soup = await makeTerm("tags", "Soup");
    const quick = await makeTerm("tags", "Quick");
    const own = await makeTerm("cuisines", "House", site.id);
    const a = await makeRecipe({
      siteId: site.id,
      terms: { tags: [soup.id, quick.id], cuisines: [own.id] },
    });
    const b = await makeRecipe({ siteId: site.id, terms: { tags: [soup.id] } });
    const draft = await makeRecipe({
      siteId: site.id,
      publishedAt: null,
      terms: { tags: [quick.id] },
    });
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 2, Quick: 1 });

    // Publish and unpublish.
    await setPublished(draft.id, new Date());
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 2, Quick: 2 });
    await setPublished(a.id, null);
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 1, Quick: 1 });
    // A new date on a published recipe counts nothing again.
    await setPublished(b.id, daysAgo(3));
    await setPublished(a.id, new Date());
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 2, Quick: 2 });

    // Links removed, added and changed, as an edit replaces them.
    const { link } = taxonomyTables.tags;
    await database.delete(link).where(eq(link.recipeId, a.id));
    await database.insert(link).values({ recipeId: a.id, taxonomyId: quick.id });
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 1, Quick: 2 });
    await database
      .update(link)
      .set({ taxonomyId: soup.id })
      .where(and(eq(link.recipeId, b.id), eq(link.taxonomyId, soup.id)));
    await database
      .update(link)
      .set({ taxonomyId: soup.id })
      .where(and(eq(link.recipeId, draft.id), eq(link.taxonomyId, quick.id)));
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 2, Quick: 1 });

    // A move to another site takes its terms along.
    await database.update(recipes).set({ siteId: other.id }).where(eq(recipes.id, a.id));
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 2 });
    expect(tagCounts(await expectCounted(other.id))).toEqual({ Quick: 1 });
    expect((await expectCounted(other.id)).cuisines).toMatchObject([{ title: "House" }]);

    // Deletion, of a published recipe and of a draft (the links go by cascade).
    await database.delete(recipes).where(eq(recipes.id, b.id));
    expect(tagCounts(await expectCounted(site.id))).toEqual({ Soup: 1 });
    await setPublished(draft.id, null);
    await database.delete(recipes).where(eq(recipes.id, draft.id));
    expect(await expectCounted(site.id)).toMatchObject({ tags: [], cuisines: [] });

    // A term's deletion takes it out of the filters (the copy in the site's database).
    await database
      .delete(taxonomyTables.tags.terms)
      .where(eq(taxonomyTables.tags.terms.id, quick.id));
    expect(tagCounts(await expectCounted(other.id))).toEqual({});

    // A site's deletion takes its counts with it.
    // Its anchor first, whose cascades take its rows there, then its directory row.
    await database.delete(sites).where(eq(sites.id, other.id));
    await db().delete(sites).where(eq(sites.id, other.id));
    expect(
      await database.select().from(siteTermCounts).where(eq(siteTermCounts.siteId, other.id)),
    ).toEqual([]);
  });
});
