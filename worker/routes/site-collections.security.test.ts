import { describe, expect, it } from "vitest";
import { call, makeSite, unique } from "../test/factories";
import { makeCollection, makeRecipe } from "../test/recipe-factories";

describe("site collections only ever show this site's published recipes", () => {
  it("drafts are neither listed nor counted", async () => {
    const site = await makeSite();
    const published = await makeRecipe({ siteId: site.id });
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    const collection = await makeCollection({
      siteId: site.id,
      recipeIds: [draft.id, published.id],
    });
    const list = await call("GET", `/site/${site.slug}/collections`);
    expect(list.body.collections[0].recipeCount).toBe(1);
    const one = await call("GET", `/site/${site.slug}/collections/${collection.slug}`);
    expect(one.body.collection.recipeCount).toBe(1);
    expect(one.body.collection.recipes.map((r: { id: string }) => r.id)).toEqual([published.id]);
    expect(JSON.stringify(one.body)).not.toContain(draft.id);
  });

  it("a collection holding another site's recipe never returns or counts it", async () => {
    // Both sites in one database: only there can a list's row name the other's recipe.
    const mine = await makeSite();
    const theirs = await makeSite({ database: mine.database });
    const own = await makeRecipe({ siteId: mine.id });
    const foreign = await makeRecipe({ siteId: theirs.id, title: unique("Foreign") });
    const collection = await makeCollection({ siteId: mine.id, recipeIds: [foreign.id, own.id] });
    const list = await call("GET", `/site/${mine.slug}/collections`);
    expect(list.body.collections[0].recipeCount).toBe(1);
    const one = await call("GET", `/site/${mine.slug}/collections/${collection.slug}`);
    expect(one.body.collection.recipes.map((r: { id: string }) => r.id)).toEqual([own.id]);
    expect(JSON.stringify(one.body)).not.toContain(foreign.id);
    expect(JSON.stringify(one.body)).not.toContain(foreign.title);
  });

  it("another site's collection slug is a 404 here, and its list stays its own", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const theirsCollection = await makeCollection({ siteId: theirs.id });
    const res = await call("GET", `/site/${mine.slug}/collections/${theirsCollection.slug}`);
    expect(res.status).toBe(404);
    const list = await call("GET", `/site/${mine.slug}/collections`);
    expect(list.body.collections).toEqual([]);
  });
});
