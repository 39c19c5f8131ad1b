import { recipes } from "@schema/db/recipes";
import { siteRecipeCounts } from "@schema/db/site-recipe-counts";
import { sites } from "@schema/db/sites";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../env";
import { databases, db, makeSite, siteDb } from "../../test/factories";
import { daysAgo, makeRecipe } from "../../test/recipe-factories";
import { listRecipes } from "./search";

/** The counter's row for a site in its database (null: none), beside a real count of what it stands for. */
async function counted(own: Db, siteId: string) {
  const [row] = await own
    .select({ published: siteRecipeCounts.published })
    .from(siteRecipeCounts)
    .where(eq(siteRecipeCounts.siteId, siteId));
  const [real] = await own
    .select({ n: count() })
    .from(recipes)
    .where(and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt)));
  return { counter: row?.published ?? null, real: real?.n ?? 0 };
}

describe("site_recipe_counts (the site_recipe_count_triggers migration)", () => {
  it("follows publish, unpublish, re-dating, deletion and a move to another site", async () => {
    const site = await makeSite();
    // In the same database: a recipe moves between sites there, by an update.
    const other = await makeSite({ database: site.database });
    const own = await siteDb(site.id);
    const setPublished = (id: string, publishedAt: Date | null) =>
      own.update(recipes).set({ publishedAt }).where(eq(recipes.id, id));
    const soup = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(2) });
    const stew = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(1) });
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    expect(await counted(own, site.id)).toEqual({ counter: 2, real: 2 });
    // A site that never published has no row yet.
    expect(await counted(own, other.id)).toEqual({ counter: null, real: 0 });

    await setPublished(draft.id, new Date());
    expect(await counted(own, site.id)).toEqual({ counter: 3, real: 3 });
    await setPublished(soup.id, null);
    expect(await counted(own, site.id)).toEqual({ counter: 2, real: 2 });
    // A new date on a published recipe, or a draft staying a draft, counts nothing.
    await setPublished(stew.id, daysAgo(5));
    await setPublished(soup.id, null);
    expect(await counted(own, site.id)).toEqual({ counter: 2, real: 2 });

    await own.update(recipes).set({ siteId: other.id }).where(eq(recipes.id, stew.id));
    expect(await counted(own, site.id)).toEqual({ counter: 1, real: 1 });
    expect(await counted(own, other.id)).toEqual({ counter: 1, real: 1 });

    await own.delete(recipes).where(eq(recipes.id, draft.id));
    // A draft's deletion leaves it as it was.
    await own.delete(recipes).where(eq(recipes.id, soup.id));
    expect(await counted(own, site.id)).toEqual({ counter: 0, real: 0 });
  });

  it("is the total of the recipe index as it opens, and goes with its site", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    for (let day = 0; day < 5; day++) {
      await makeRecipe({ siteId: site.id, publishedAt: daysAgo(day) });
    }
    await makeRecipe({ siteId: site.id, publishedAt: null });
    const list = await listRecipes(databases(), site.slug, {
      query: undefined,
      limit: 2,
      offset: 0,
    });
    expect(list?.total).toBe(5);
    expect(list?.recipes).toHaveLength(2);
    // Past the end, the total still holds.
    expect(
      (await listRecipes(databases(), site.slug, { query: undefined, limit: 2, offset: 10 }))
        ?.total,
    ).toBe(5);
    const quiet = await makeSite();
    expect(
      await listRecipes(databases(), quiet.slug, { query: undefined, limit: 2, offset: 0 }),
    ).toMatchObject({
      recipes: [],
      total: 0,
    });

    // Its anchor first, whose cascades take its rows there, then its directory row.
    await own.delete(sites).where(eq(sites.id, site.id));
    await db().delete(sites).where(eq(sites.id, site.id));
    expect(await counted(own, site.id)).toEqual({ counter: null, real: 0 });
  });
});
