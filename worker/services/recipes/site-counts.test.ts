import { recipes } from "@schema/db/recipes";
import { siteRecipeCounts } from "@schema/db/site-recipe-counts";
import { sites } from "@schema/db/sites";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databases, db, makeSite } from "../../test/factories";
import { daysAgo, makeRecipe } from "../../test/recipe-factories";
import { listRecipes } from "./search";

/** The counter's row for a site (null: none), beside a real count of what it stands for. */
async function counted(siteId: string) {
  const [row] = await db()
    .select({ published: siteRecipeCounts.published })
    .from(siteRecipeCounts)
    .where(eq(siteRecipeCounts.siteId, siteId));
  const [real] = await db()
    .select({ n: count() })
    .from(recipes)
    .where(and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt)));
  return { counter: row?.published ?? null, real: real?.n ?? 0 };
}

const setPublished = (id: string, publishedAt: Date | null) =>
  db().update(recipes).set({ publishedAt }).where(eq(recipes.id, id));

describe("site_recipe_counts (the site_recipe_count_triggers migration)", () => {
  it("follows publish, unpublish, re-dating, deletion and a move to another site", async () => {
    const site = await makeSite();
    const other = await makeSite();
    const soup = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(2) });
    const stew = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(1) });
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    expect(await counted(site.id)).toEqual({ counter: 2, real: 2 });
    // A site that never published has no row yet.
    expect(await counted(other.id)).toEqual({ counter: null, real: 0 });

    await setPublished(draft.id, new Date());
    expect(await counted(site.id)).toEqual({ counter: 3, real: 3 });
    await setPublished(soup.id, null);
    expect(await counted(site.id)).toEqual({ counter: 2, real: 2 });
    // A new date on a published recipe, or a draft staying a draft, counts nothing.
    await setPublished(stew.id, daysAgo(5));
    await setPublished(soup.id, null);
    expect(await counted(site.id)).toEqual({ counter: 2, real: 2 });

    await db().update(recipes).set({ siteId: other.id }).where(eq(recipes.id, stew.id));
    expect(await counted(site.id)).toEqual({ counter: 1, real: 1 });
    expect(await counted(other.id)).toEqual({ counter: 1, real: 1 });

    await db().delete(recipes).where(eq(recipes.id, draft.id));
    // A draft's deletion leaves it as it was.
    await db().delete(recipes).where(eq(recipes.id, soup.id));
    expect(await counted(site.id)).toEqual({ counter: 0, real: 0 });
  });

  it("is the total of the recipe index as it opens, and goes with its site", async () => {
    const site = await makeSite();
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

    await db().delete(sites).where(eq(sites.id, site.id));
    expect(await counted(site.id)).toEqual({ counter: null, real: 0 });
  });
});
