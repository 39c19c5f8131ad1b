import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";
import { makeRecipe, makeTerm } from "../test/recipe-factories";

describe("GET /site/{siteSlug}/filters", () => {
  it("lists only used terms, most used first, then by title, with counts", async () => {
    const site = await makeSite();
    const [thai, mexican, italian] = [
      await makeTerm("cuisines", "Thai"),
      await makeTerm("cuisines", "Mexican"),
      await makeTerm("cuisines", "Italian"),
    ];
    await makeTerm("cuisines", "Never used");
    const dinner = await makeTerm("meals", "Dinner");
    const grill = await makeTerm("methods", "Grill");
    const vegan = await makeTerm("diets", "Vegan");
    const quick = await makeTerm("tags", "Quick");
    const soups = await makeTerm("categories", "Soups");
    await makeRecipe({
      siteId: site.id,
      terms: {
        cuisines: [thai.id],
        meals: [dinner.id],
        methods: [grill.id],
        diets: [vegan.id],
        tags: [quick.id],
        categories: [soups.id],
      },
    });
    await makeRecipe({ siteId: site.id, terms: { cuisines: [thai.id, mexican.id] } });
    await makeRecipe({ siteId: site.id, terms: { cuisines: [italian.id] } });

    const res = await call("GET", `/site/${site.slug}/filters`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(res.body.cuisines).toEqual([
      { id: thai.id, slug: thai.slug, title: "Thai", recipeCount: 2 },
      { id: italian.id, slug: italian.slug, title: "Italian", recipeCount: 1 },
      { id: mexican.id, slug: mexican.slug, title: "Mexican", recipeCount: 1 },
    ]);
    expect(res.body).toMatchObject({
      meals: [{ id: dinner.id, title: "Dinner", recipeCount: 1 }],
      methods: [{ id: grill.id, recipeCount: 1 }],
      diets: [{ id: vegan.id, recipeCount: 1 }],
      tags: [{ id: quick.id, recipeCount: 1 }],
      categories: [{ id: soups.id, recipeCount: 1 }],
    });
  });

  it("a site without recipes has six empty groups", async () => {
    const site = await makeSite();
    const res = await call("GET", `/site/${site.slug}/filters`);
    expect(res.body).toEqual({
      cuisines: [],
      meals: [],
      methods: [],
      diets: [],
      tags: [],
      categories: [],
    });
  });

  it("each count matches what filtering by that term lists", async () => {
    const site = await makeSite();
    const vegan = await makeTerm("diets", "Vegan");
    for (let i = 0; i < 3; i++) await makeRecipe({ siteId: site.id, terms: { diets: [vegan.id] } });
    const filters = (await call("GET", `/site/${site.slug}/filters`)).body;
    const listed = (await call("GET", `/site/${site.slug}/recipes?diets=${vegan.id}`)).body;
    expect(filters.diets[0].recipeCount).toBe(listed.total);
  });
});
