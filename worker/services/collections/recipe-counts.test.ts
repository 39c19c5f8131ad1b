import { collectionRecipes, collections } from "@schema/db/collections";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { db, makeSite, siteBinding, siteDb } from "../../test/factories";
import { daysAgo, makeCollection, makeRecipe } from "../../test/recipe-factories";
import { collectionCards } from "./public";

/** Each collection's card count beside the count made from its rows, as it was before. */
async function expectCounted(siteId: string) {
  const own = await siteDb(siteId);
  const cards = await collectionCards(own, siteId);
  const real = await own
    .select({ id: collections.id, n: count(recipes.id) })
    .from(collections)
    .leftJoin(collectionRecipes, eq(collectionRecipes.collectionId, collections.id))
    .leftJoin(
      recipes,
      and(
        eq(recipes.id, collectionRecipes.recipeId),
        eq(recipes.siteId, collections.siteId),
        isNotNull(recipes.publishedAt),
      ),
    )
    .where(eq(collections.siteId, siteId))
    .groupBy(collections.id);
  const byId = Object.fromEntries(real.map((row) => [row.id, row.n]));
  expect(Object.fromEntries(cards.map((card) => [card.id, card.recipeCount]))).toEqual(byId);
  return byId;
}

describe("collection_recipe_counts (the collection_recipe_count_triggers migration)", () => {
  it("follow the list's changes, publishing, unpublishing, deletion and moves", async () => {
    const site = await makeSite();
    // In the same database: recipes and collections move between sites there, by updates.
    const other = await makeSite({ database: site.database });
    const own = await siteDb(site.id);
    const setPublished = (id: string, publishedAt: Date | null) =>
      own.update(recipes).set({ publishedAt }).where(eq(recipes.id, id));
    const soup = await makeRecipe({ siteId: site.id });
    const stew = await makeRecipe({ siteId: site.id });
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    const foreign = await makeRecipe({ siteId: other.id });
    // Another site's recipe in the list (no writer makes one) never counts.
    const mains = await makeCollection({
      siteId: site.id,
      recipeIds: [soup.id, stew.id, draft.id, foreign.id],
    });
    const empty = await makeCollection({ siteId: site.id });
    expect(await expectCounted(site.id)).toEqual({ [mains.id]: 2, [empty.id]: 0 });

    await setPublished(draft.id, new Date());
    await setPublished(soup.id, null);
    expect(await expectCounted(site.id)).toEqual({ [mains.id]: 2, [empty.id]: 0 });
    await setPublished(stew.id, daysAgo(4));
    await setPublished(soup.id, new Date());
    expect(await expectCounted(site.id)).toEqual({ [mains.id]: 3, [empty.id]: 0 });

    // A saved list: rows replaced, reordered, moved to another collection.
    await own.delete(collectionRecipes).where(eq(collectionRecipes.recipeId, stew.id));
    await own
      .insert(collectionRecipes)
      .values({ collectionId: empty.id, recipeId: stew.id, position: 0 });
    await own
      .update(collectionRecipes)
      .set({ position: 9 })
      .where(eq(collectionRecipes.recipeId, soup.id));
    await own
      .update(collectionRecipes)
      .set({ collectionId: empty.id })
      .where(eq(collectionRecipes.recipeId, draft.id));
    expect(await expectCounted(site.id)).toEqual({ [mains.id]: 1, [empty.id]: 2 });

    // A recipe moved to the other site stops counting here; the foreign one moved in counts.
    await own.update(recipes).set({ siteId: other.id }).where(eq(recipes.id, soup.id));
    await own.update(recipes).set({ siteId: site.id }).where(eq(recipes.id, foreign.id));
    expect(await expectCounted(site.id)).toEqual({ [mains.id]: 1, [empty.id]: 2 });

    // Deletion of a published recipe, then of a draft.
    await own.delete(recipes).where(eq(recipes.id, stew.id));
    await setPublished(draft.id, null);
    await own.delete(recipes).where(eq(recipes.id, draft.id));
    expect(await expectCounted(site.id)).toEqual({ [mains.id]: 1, [empty.id]: 0 });

    // A collection moved to the other site counts that site's recipes in it.
    await own.update(collections).set({ siteId: other.id }).where(eq(collections.id, mains.id));
    expect(await expectCounted(other.id)).toEqual({ [mains.id]: 1 });
    // Its anchor first, whose cascades take its rows there, then its directory row.
    await own.delete(sites).where(eq(sites.id, other.id));
    await db().delete(sites).where(eq(sites.id, other.id));
    expect(await expectCounted(site.id)).toEqual({ [empty.id]: 0 });
  });

  it("keep the site's collections reading as many rows on a site twice the size", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    const lists = [
      await makeCollection({ siteId: site.id }),
      await makeCollection({ siteId: site.id }),
    ];
    let made = 0;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        made += 1;
        const recipe = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(made) });
        await own
          .insert(collectionRecipes)
          .values(
            lists.map((list) => ({ collectionId: list.id, recipeId: recipe.id, position: made })),
          );
      }
    };
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      const cards = await collectionCards(drizzle(meterD1(siteBinding(site), tally)), site.id);
      expect(cards.map((card) => card.recipeCount)).toEqual([made, made]);
      return tally.rowsRead;
    };

    await grow(30);
    const before = await rowsRead();
    await grow(30);
    const after = await rowsRead();

    // Counting each collection's rows read two for each recipe in it (+120 here).
    expect(after).toBe(before);
  });
});
