import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";
import { makeCollection, makeRecipe, makeUnit } from "../test/recipe-factories";

describe("GET /site/globals", () => {
  it("lists every unit with what conversion needs", async () => {
    const cup = await makeUnit({
      title: "cup",
      pluralTitle: "cups",
      abbreviation: "c",
      ml: 236.588,
    });
    const gram = await makeUnit({ title: "gram", kind: "weight", system: "metric", g: 1 });
    const res = await call("GET", "/site/globals");
    expect(res.status).toBe(200);
    expect(res.body.units).toEqual(
      expect.arrayContaining([
        {
          id: cup.id,
          slug: cup.slug,
          title: "cup",
          pluralTitle: "cups",
          abbreviation: "c",
          kind: "volume",
          system: "us",
          ml: 236.588,
          g: null,
        },
        expect.objectContaining({ id: gram.id, kind: "weight", g: 1 }),
      ]),
    );
  });
});

describe("GET /site/site-recipes", () => {
  it("lists every site's published recipes, drafts left out", async () => {
    const [a, b] = [await makeSite(), await makeSite()];
    const first = await makeRecipe({ siteId: a.id });
    const second = await makeRecipe({ siteId: b.id, privacySetting: "subscribers_only" });
    const draft = await makeRecipe({ siteId: a.id, publishedAt: null });
    const res = await call("GET", "/site/site-recipes");
    expect(res.status).toBe(200);
    expect(res.body.siteRecipes).toEqual(
      expect.arrayContaining([
        { siteSlug: a.slug, recipeSlug: first.slug, updatedAt: first.updatedAt.toISOString() },
        { siteSlug: b.slug, recipeSlug: second.slug, updatedAt: second.updatedAt.toISOString() },
      ]),
    );
    expect(JSON.stringify(res.body)).not.toContain(draft.slug);
  });
});

describe("GET /site/site-collections", () => {
  it("lists every site's collections", async () => {
    const [a, b] = [await makeSite(), await makeSite()];
    const [first, second] = [
      await makeCollection({ siteId: a.id }),
      await makeCollection({ siteId: b.id }),
    ];
    const res = await call("GET", "/site/site-collections");
    expect(res.status).toBe(200);
    expect(res.body.siteCollections).toEqual(
      expect.arrayContaining([
        { siteSlug: a.slug, collectionSlug: first.slug },
        { siteSlug: b.slug, collectionSlug: second.slug },
      ]),
    );
  });
});

describe("site-wide names are never taken for a site", () => {
  it("a site slugged like a site-wide call keeps its own pages", async () => {
    const site = await makeSite({ slug: "globals" });
    const recipe = await makeRecipe({ siteId: site.id });
    expect((await call("GET", "/site/globals/recipes")).body.recipes[0].id).toBe(recipe.id);
    expect((await call("GET", "/site/globals")).body.units).toBeDefined();
  });
});
