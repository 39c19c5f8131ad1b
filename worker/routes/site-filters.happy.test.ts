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

  describe("within a search, each option counts what choosing it would list", () => {
    /** Four recipes: chicken in three, over two meals and two cuisines. */
    async function kitchenOfFour() {
      const site = await makeSite();
      const dinner = await makeTerm("meals", "Dinner");
      const lunch = await makeTerm("meals", "Lunch");
      const thai = await makeTerm("cuisines", "Thai");
      const irish = await makeTerm("cuisines", "Irish");
      const recipe = (title: string, meal: string, cuisine: string) =>
        makeRecipe({ siteId: site.id, title, terms: { meals: [meal], cuisines: [cuisine] } });
      await recipe("Chicken curry", dinner.id, thai.id);
      await recipe("Chicken salad", lunch.id, thai.id);
      await recipe("Beef stew", dinner.id, irish.id);
      await recipe("Chicken pie", dinner.id, irish.id);
      return { site, dinner, lunch, thai, irish };
    }
    const counts = (items: { title: string; recipeCount: number }[]) =>
      items.map((item) => [item.title, item.recipeCount]);

    it("the words narrow every count, and the answer is still shared", async () => {
      const { site } = await kitchenOfFour();
      const all = await call("GET", `/site/${site.slug}/filters`);
      expect(counts(all.body.meals)).toEqual([
        ["Dinner", 3],
        ["Lunch", 1],
      ]);
      const res = await call("GET", `/site/${site.slug}/filters?query=chicken`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
      expect(counts(res.body.meals)).toEqual([
        ["Dinner", 2],
        ["Lunch", 1],
      ]);
      expect(counts(res.body.cuisines)).toEqual([
        ["Thai", 2],
        ["Irish", 1],
      ]);
      // A prefix, as the list's type-ahead matches it.
      const typed = await call("GET", `/site/${site.slug}/filters?query=chick`);
      expect(typed.body).toEqual(res.body);
    });

    it("the other groups' choices apply, the option's own group's do not", async () => {
      const { site, dinner, irish } = await kitchenOfFour();
      const byMeal = await call(
        "GET",
        `/site/${site.slug}/filters?query=chicken&meals=${dinner.id}`,
      );
      expect(counts(byMeal.body.meals)).toEqual([
        ["Dinner", 2],
        ["Lunch", 1],
      ]);
      expect(counts(byMeal.body.cuisines)).toEqual([
        ["Irish", 1],
        ["Thai", 1],
      ]);
      // An option nothing would list stays, at 0, most used first.
      const byCuisine = await call(
        "GET",
        `/site/${site.slug}/filters?query=chicken&cuisines=${irish.id}`,
      );
      expect(counts(byCuisine.body.meals)).toEqual([
        ["Dinner", 1],
        ["Lunch", 0],
      ]);
      expect(counts(byCuisine.body.cuisines)).toEqual([
        ["Thai", 2],
        ["Irish", 1],
      ]);
    });

    it("each count is the total the list gives with that option chosen", async () => {
      const { site, irish } = await kitchenOfFour();
      const base = `query=chicken&cuisines=${irish.id}`;
      const filters = (await call("GET", `/site/${site.slug}/filters?${base}`)).body;
      for (const meal of filters.meals) {
        const listed = await call("GET", `/site/${site.slug}/recipes?${base}&meals=${meal.id}`);
        expect(listed.body.total, meal.title).toBe(meal.recipeCount);
      }
      for (const cuisine of filters.cuisines) {
        const listed = await call(
          "GET",
          `/site/${site.slug}/recipes?query=chicken&cuisines=${cuisine.id}`,
        );
        expect(listed.body.total, cuisine.title).toBe(cuisine.recipeCount);
      }
    });

    it("words with no word in them list nothing, so every option counts 0", async () => {
      const { site } = await kitchenOfFour();
      const res = await call("GET", `/site/${site.slug}/filters?query=${encodeURIComponent("?!")}`);
      expect(res.status).toBe(200);
      expect(counts(res.body.meals)).toEqual([
        ["Dinner", 0],
        ["Lunch", 0],
      ]);
      // An empty query is no query: the site-wide counts.
      const empty = await call("GET", `/site/${site.slug}/filters?query=`);
      expect(counts(empty.body.meals)).toEqual([
        ["Dinner", 3],
        ["Lunch", 1],
      ]);
    });
  });
});
