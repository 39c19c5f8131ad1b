import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";
import {
  daysAgo,
  doc,
  makeCollection,
  makeImage,
  makeRecipe,
  makeTerm,
} from "../test/recipe-factories";

describe("GET /site/{siteSlug}/collections", () => {
  it("lists the site's collections, newest first, with their real recipe counts", async () => {
    const site = await makeSite();
    const image = await makeImage(site.id);
    const [a, b, c] = [
      await makeRecipe({ siteId: site.id }),
      await makeRecipe({ siteId: site.id }),
      await makeRecipe({ siteId: site.id }),
    ];
    const older = await makeCollection({
      siteId: site.id,
      title: "Soups",
      recipeIds: [a.id],
      createdAt: daysAgo(2),
    });
    const newer = await makeCollection({
      siteId: site.id,
      title: "Weeknights",
      imageId: image.id,
      recipeIds: [a.id, b.id, c.id],
      createdAt: daysAgo(1),
    });
    const empty = await makeCollection({ siteId: site.id, title: "Empty", createdAt: daysAgo(3) });

    const res = await call("GET", `/site/${site.slug}/collections`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(res.body.collections).toEqual([
      {
        id: newer.id,
        slug: newer.slug,
        title: "Weeknights",
        description: doc("A few good things"),
        image: {
          id: image.id,
          url: `/media/${image.key}`,
          width: 1600,
          height: 900,
          lqip: image.lqip,
        },
        video: null,
        recipeCount: 3,
      },
      expect.objectContaining({ id: older.id, recipeCount: 1, image: null }),
      expect.objectContaining({ id: empty.id, recipeCount: 0 }),
    ]);
  });

  it("a site without collections has an empty list", async () => {
    const site = await makeSite();
    expect((await call("GET", `/site/${site.slug}/collections`)).body).toEqual({ collections: [] });
  });
});

describe("GET /site/{siteSlug}/collections/{collectionSlug}", () => {
  it("answers the collection with its recipes as cards, in the collection's order", async () => {
    const site = await makeSite();
    const newest = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(0) });
    const oldest = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(9) });
    const middle = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(4) });
    const collection = await makeCollection({
      siteId: site.id,
      recipeIds: [oldest.id, newest.id, middle.id],
    });
    const res = await call("GET", `/site/${site.slug}/collections/${collection.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.collection).toMatchObject({
      id: collection.id,
      slug: collection.slug,
      title: collection.title,
      recipeCount: 3,
    });
    expect(res.body.collection.recipes.map((r: { id: string }) => r.id)).toEqual([
      oldest.id,
      newest.id,
      middle.id,
    ]);
    expect(res.body.collection.recipes[0]).toMatchObject({
      slug: oldest.slug,
      title: oldest.title,
      images: [],
      categories: [],
    });
  });

  it("gives each recipe's card its cover and terms", async () => {
    const site = await makeSite();
    const cover = await makeImage(site.id);
    const soups = await makeTerm("categories", "Soups");
    const recipe = await makeRecipe({
      siteId: site.id,
      imageIds: [cover.id],
      terms: { categories: [soups.id] },
    });
    const collection = await makeCollection({ siteId: site.id, recipeIds: [recipe.id] });
    const res = await call("GET", `/site/${site.slug}/collections/${collection.slug}`);
    expect(res.body.collection.recipes).toEqual([
      expect.objectContaining({
        id: recipe.id,
        images: [expect.objectContaining({ id: cover.id })],
        categories: [expect.objectContaining({ id: soups.id, title: "Soups" })],
      }),
    ]);
  });
});
