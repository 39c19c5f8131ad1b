import { recipes } from "@schema/db/recipes";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, makeSite, siteDb } from "../test/factories";
import {
  daysAgo,
  doc,
  makeImage,
  makeIngredient,
  makeRecipe,
  makeTerm,
  makeUnit,
  measurement,
} from "../test/recipe-factories";

const list = async (siteSlug: string, query = "") => {
  const res = await call("GET", `/site/${siteSlug}/recipes${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const slugsOf = (body: { recipes: { slug: string }[] }) => body.recipes.map((r) => r.slug);

describe("GET /site/{siteSlug}/recipes", () => {
  it("lists published recipes as cards, newest first, with the page's numbers", async () => {
    const site = await makeSite();
    const cover = await makeImage(site.id);
    const second = await makeImage(site.id);
    const breakfast = await makeTerm("categories", "Breakfast");
    const thai = await makeTerm("cuisines", "Thai");
    const dinner = await makeTerm("meals", "Dinner");
    const older = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(3) });
    const newer = await makeRecipe({
      siteId: site.id,
      publishedAt: daysAgo(1),
      imageIds: [cover.id, second.id],
      privacySetting: "subscribers_only",
      terms: { categories: [breakfast.id], cuisines: [thai.id], meals: [dinner.id] },
      overrides: { prepTimeMinutes: 10, cookTimeMinutes: 20 },
    });

    const res = await call("GET", `/site/${site.slug}/recipes`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(res.body).toMatchObject({ total: 2, limit: 24, offset: 0 });
    expect(slugsOf(res.body)).toEqual([newer.slug, older.slug]);
    expect(res.body.recipes[0]).toEqual({
      id: newer.id,
      slug: newer.slug,
      title: newer.title,
      publishedAt: newer.publishedAt?.toISOString(),
      privacySetting: "subscribers_only",
      images: [
        {
          id: cover.id,
          url: `/media/${cover.key}`,
          width: 1600,
          height: 900,
          lqip: cover.lqip,
          crop: null,
        },
      ],
      prepTimeMinutes: 10,
      cookTimeMinutes: 20,
      customTimeMinutes: null,
      categories: [{ id: breakfast.id, slug: breakfast.slug, title: "Breakfast" }],
      cuisines: [{ id: thai.id, slug: thai.slug, title: "Thai" }],
      meals: [{ id: dinner.id, slug: dinner.slug, title: "Dinner" }],
      // Nobody has rated it: cards show no stars.
      rating: null,
    });
    expect(res.body.recipes[1]).toMatchObject({ images: [], categories: [], meals: [] });
  });

  it("pages with limit and offset; total counts every match", async () => {
    const site = await makeSite();
    const made = [];
    for (let day = 0; day < 5; day++) {
      made.push(await makeRecipe({ siteId: site.id, publishedAt: daysAgo(day) }));
    }
    const newestFirst = made.map((r) => r.slug);
    const page = await list(site.slug, "?limit=2&offset=1");
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect(slugsOf(page)).toEqual(newestFirst.slice(1, 3));
    const last = await list(site.slug, "?limit=2&offset=4");
    expect(slugsOf(last)).toEqual(newestFirst.slice(4));
    const beyond = await list(site.slug, "?offset=10");
    expect(beyond).toMatchObject({ recipes: [], total: 5 });
  });

  it("filters: OR within a group, AND across groups", async () => {
    const site = await makeSite();
    const [thai, mexican] = [
      await makeTerm("cuisines", "Thai"),
      await makeTerm("cuisines", "Mexican"),
    ];
    const vegan = await makeTerm("diets", "Vegan");
    const thaiVegan = await makeRecipe({
      siteId: site.id,
      terms: { cuisines: [thai.id], diets: [vegan.id] },
    });
    const mexicanOnly = await makeRecipe({ siteId: site.id, terms: { cuisines: [mexican.id] } });
    const veganOnly = await makeRecipe({ siteId: site.id, terms: { diets: [vegan.id] } });

    const either = await list(site.slug, `?cuisines=${thai.id},${mexican.id}`);
    expect(slugsOf(either).sort()).toEqual([thaiVegan.slug, mexicanOnly.slug].sort());
    expect(either.total).toBe(2);

    const both = await list(site.slug, `?cuisines=${thai.id},${mexican.id}&diets=${vegan.id}`);
    expect(slugsOf(both)).toEqual([thaiVegan.slug]);

    const diet = await list(site.slug, `?diets=${vegan.id}`);
    expect(slugsOf(diet).sort()).toEqual([thaiVegan.slug, veganOnly.slug].sort());
  });

  it("filters by every kind of term", async () => {
    const site = await makeSite();
    for (const kind of ["meals", "categories", "methods", "cuisines", "diets", "tags"] as const) {
      const term = await makeTerm(kind, `A ${kind} term`);
      const tagged = await makeRecipe({ siteId: site.id, terms: { [kind]: [term.id] } });
      expect(slugsOf(await list(site.slug, `?${kind}=${term.id}`))).toEqual([tagged.slug]);
    }
  });

  it("an empty filter or a blank query is no filter", async () => {
    const site = await makeSite();
    await makeRecipe({ siteId: site.id });
    await makeRecipe({ siteId: site.id });
    expect((await list(site.slug, "?cuisines=&query=%20%20")).total).toBe(2);
  });
});

describe("searching recipes", () => {
  it("finds by the start of a title word (type-ahead)", async () => {
    const site = await makeSite();
    const soup = await makeRecipe({ siteId: site.id, title: "Chicken noodle soup" });
    await makeRecipe({ siteId: site.id, title: "Lemon tart" });
    expect(slugsOf(await list(site.slug, "?query=chick"))).toEqual([soup.slug]);
    expect(slugsOf(await list(site.slug, "?query=noodle%20chi"))).toEqual([soup.slug]);
  });

  it("finds by an ingredient word", async () => {
    const site = await makeSite();
    const cardamom = await makeIngredient("Green cardamom");
    const buns = await makeRecipe({
      siteId: site.id,
      title: "Morning buns",
      ingredientGroups: [{ lines: [{ ingredient: cardamom, quantity: 2 }, "Butter"] }],
    });
    await makeRecipe({ siteId: site.id, title: "Plain buns" });
    expect(slugsOf(await list(site.slug, "?query=cardamom"))).toEqual([buns.slug]);
    expect(slugsOf(await list(site.slug, "?query=butter"))).toEqual([buns.slug]);
  });

  it("ignores accents both ways", async () => {
    const site = await makeSite();
    const brulee = await makeRecipe({ siteId: site.id, title: "Crème brûlée" });
    const creme = await makeRecipe({ siteId: site.id, title: "Creme caramel" });
    expect(slugsOf(await list(site.slug, "?query=creme%20brulee"))).toEqual([brulee.slug]);
    expect(slugsOf(await list(site.slug, `?query=${encodeURIComponent("crème")}`)).sort()).toEqual(
      [brulee.slug, creme.slug].sort(),
    );
  });

  it("ranks a title match above a description match, even when older", async () => {
    const site = await makeSite();
    const inTitle = await makeRecipe({
      siteId: site.id,
      title: "Saffron rice",
      publishedAt: daysAgo(30),
    });
    const inDescription = await makeRecipe({
      siteId: site.id,
      title: "Weeknight paella",
      description: "A pinch of saffron makes the whole pan glow, and the rice crisps underneath.",
      publishedAt: daysAgo(1),
    });
    const found = await list(site.slug, "?query=saffron");
    expect(slugsOf(found)).toEqual([inTitle.slug, inDescription.slug]);
    // Asking for newest first overrides relevance.
    const newest = await list(site.slug, "?query=saffron&orderBy=published_at_desc");
    expect(slugsOf(newest)).toEqual([inDescription.slug, inTitle.slug]);
  });

  it("finds by keyword, and every word must match", async () => {
    const site = await makeSite();
    const stew = await makeRecipe({ siteId: site.id, title: "Stew", keywords: ["cozy", "winter"] });
    await makeRecipe({ siteId: site.id, title: "Salad", keywords: ["summer"] });
    expect(slugsOf(await list(site.slug, "?query=winter"))).toEqual([stew.slug]);
    expect((await list(site.slug, "?query=winter%20summer")).total).toBe(0);
  });

  it("treats search syntax as plain words", async () => {
    const site = await makeSite();
    const pie = await makeRecipe({ siteId: site.id, title: "Apple pie" });
    for (const text of [
      'apple"',
      "apple OR",
      "NEAR(apple",
      "title:apple",
      "apple*",
      "-apple",
      "(apple)",
    ]) {
      const res = await call("GET", `/site/${site.slug}/recipes?query=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
    }
    expect(slugsOf(await list(site.slug, `?query=${encodeURIComponent("(apple)")}`))).toEqual([
      pie.slug,
    ]);
    // "OR" is a word here, not an operator: nothing has it.
    expect((await list(site.slug, `?query=${encodeURIComponent("apple OR pear")}`)).total).toBe(0);
    expect((await list(site.slug, `?query=${encodeURIComponent("!!!")}`)).total).toBe(0);
  });

  it("pages a search in either order without overlap, with the total on every page", async () => {
    const site = await makeSite();
    const other = await makeSite();
    // Five equally relevant titles: only the tie-break keeps relevance pages apart.
    const made = [];
    for (let day = 0; day < 5; day++) {
      made.push(
        await makeRecipe({ siteId: site.id, title: "Rhubarb crumble", publishedAt: daysAgo(day) }),
      );
    }
    await makeRecipe({ siteId: site.id, title: "Rhubarb draft", publishedAt: null });
    await makeRecipe({ siteId: other.id, title: "Rhubarb elsewhere" });
    const newestFirst = made.map((r) => r.slug);

    for (const order of ["", "&orderBy=published_at_desc"]) {
      const seen: string[] = [];
      for (const offset of [0, 2, 4]) {
        const page = await list(site.slug, `?query=rhubarb&limit=2&offset=${offset}${order}`);
        expect(page, `${order} ${offset}`).toMatchObject({ total: 5, limit: 2, offset });
        seen.push(...slugsOf(page));
      }
      expect(seen.slice().sort(), order).toEqual(newestFirst.slice().sort());
      if (order) expect(seen).toEqual(newestFirst);
      const beyond = await list(site.slug, `?query=rhub&offset=10${order}`);
      expect(beyond, order).toMatchObject({ recipes: [], total: 5, offset: 10 });
    }
  });

  it("finds a recipe once it is published, and no longer once it is unpublished", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, title: "Quince paste", publishedAt: null });
    const search = async (order: string) => slugsOf(await list(site.slug, `?query=quince${order}`));
    const own = await siteDb(site.id);
    const setPublished = (publishedAt: Date | null) =>
      own.update(recipes).set({ publishedAt }).where(eq(recipes.id, recipe.id));

    await setPublished(daysAgo(1));
    expect(await search("")).toEqual([recipe.slug]);
    expect(await search("&orderBy=published_at_desc")).toEqual([recipe.slug]);
    await setPublished(null);
    expect(await search("")).toEqual([]);
    expect(await search("&orderBy=published_at_desc")).toEqual([]);
  });

  it("counts the site's published recipes, without words or filters, as they change", async () => {
    const site = await makeSite();
    // In the same database: a recipe moves between sites there, with an update.
    const other = await makeSite({ database: site.database });
    const own = await siteDb(site.id);
    const kept = await makeRecipe({ siteId: site.id, title: "Kept", publishedAt: daysAgo(2) });
    const moved = await makeRecipe({ siteId: site.id, title: "Moved", publishedAt: daysAgo(1) });
    const draft = await makeRecipe({ siteId: site.id, title: "Draft", publishedAt: null });
    await makeRecipe({ siteId: other.id, title: "Elsewhere" });
    const listed = async () => {
      const body = await list(site.slug, "?limit=1");
      return { total: body.total, first: slugsOf(body)[0] };
    };
    expect(await listed()).toEqual({ total: 2, first: moved.slug });

    await own
      .update(recipes)
      .set({ publishedAt: daysAgo(0) })
      .where(eq(recipes.id, draft.id));
    expect(await listed()).toEqual({ total: 3, first: draft.slug });
    await own.update(recipes).set({ siteId: other.id }).where(eq(recipes.id, moved.id));
    await own.update(recipes).set({ publishedAt: null }).where(eq(recipes.id, draft.id));
    expect(await listed()).toEqual({ total: 1, first: kept.slug });
    expect((await list(other.slug, "?limit=1")).total).toBe(2);
  });

  it("filters a newest-first search and counts what passes", async () => {
    const site = await makeSite();
    const thai = await makeTerm("cuisines", "Thai");
    const older = await makeRecipe({
      siteId: site.id,
      title: "Green curry",
      publishedAt: daysAgo(2),
      terms: { cuisines: [thai.id] },
    });
    const newer = await makeRecipe({
      siteId: site.id,
      title: "Yellow curry",
      publishedAt: daysAgo(1),
      terms: { cuisines: [thai.id] },
    });
    await makeRecipe({ siteId: site.id, title: "Red curry" });
    const query = `?query=curry&cuisines=${thai.id}&orderBy=published_at_desc&limit=1`;
    const first = await list(site.slug, query);
    const second = await list(site.slug, `${query}&offset=1`);
    expect(first).toMatchObject({ total: 2, offset: 0 });
    expect(second).toMatchObject({ total: 2, offset: 1 });
    expect([...slugsOf(first), ...slugsOf(second)]).toEqual([newer.slug, older.slug]);
  });

  it("combines search with filters and paging", async () => {
    const site = await makeSite();
    const thai = await makeTerm("cuisines", "Thai");
    const curry = await makeRecipe({
      siteId: site.id,
      title: "Green curry",
      terms: { cuisines: [thai.id] },
    });
    await makeRecipe({ siteId: site.id, title: "Red curry" });
    const found = await list(site.slug, `?query=curry&cuisines=${thai.id}&limit=1`);
    expect(found).toMatchObject({ total: 1, limit: 1, offset: 0 });
    expect(slugsOf(found)).toEqual([curry.slug]);
  });
});

describe("GET /site/{siteSlug}/recipes/{recipeSlug}", () => {
  it("answers the whole recipe with groups and lines in order", async () => {
    const site = await makeSite();
    const cup = await makeUnit({ slug: "cup-test", title: "cup", pluralTitle: "cups" });
    const degrees = await makeUnit({ slug: "fahrenheit-test", kind: "temperature" });
    const unused = await makeUnit({ slug: "never-named" });
    const flour = await makeIngredient("Flour");
    const thai = await makeTerm("cuisines", "Thai");
    const vegan = await makeTerm("diets", "Vegan");
    const cover = await makeImage(site.id);
    const stepImage = await makeImage(site.id);
    const recipe = await makeRecipe({
      siteId: site.id,
      title: "Layer cake",
      description: "Tall and tender.",
      note: "Keeps for three days.",
      keywords: ["cake"],
      imageIds: [cover.id],
      terms: { cuisines: [thai.id], diets: [vegan.id] },
      legacyContent: "<p>old</p>",
      ingredientGroups: [
        { title: "Cake", lines: [{ ingredient: flour, unit: cup, quantity: 2 }, "Sugar"] },
        { title: "Frosting", lines: ["Butter", "Cocoa"] },
      ],
      instructionGroups: [
        {
          title: "Bake",
          steps: [
            { content: doc(["Heat the oven to ", measurement(degrees.id, 350)]), timerMinutes: 5 },
            { content: doc("Mix."), imageIds: [stepImage.id] },
          ],
        },
        { title: "Frost", steps: ["Spread."] },
      ],
    });

    const res = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    const body = res.body.recipe;
    expect(body).toMatchObject({
      id: recipe.id,
      title: "Layer cake",
      description: doc("Tall and tender."),
      note: doc("Keeps for three days."),
      keywords: ["cake"],
      privacySetting: "public",
      cuisines: [{ id: thai.id, title: "Thai" }],
      diets: [{ id: vegan.id, title: "Vegan" }],
      ingredientUsageCount: 4,
      legacyRecipeData: { content: "<p>old</p>" },
      access: { full: true, reason: "public" },
    });
    expect(body.images.map((image: { id: string }) => image.id)).toEqual([cover.id]);
    expect(
      body.ingredientUsageGroups.map((g: { title: string; ingredientUsages: unknown[] }) => [
        g.title,
        g.ingredientUsages.length,
      ]),
    ).toEqual([
      ["Cake", 2],
      ["Frosting", 2],
    ]);
    const [flourLine, sugarLine] = body.ingredientUsageGroups[0].ingredientUsages;
    expect(flourLine).toMatchObject({
      id: recipe.usageIds[0],
      quantityMin: 2,
      unit: { id: cup.id, slug: "cup-test", pluralTitle: "cups" },
      ingredient: { id: flour.id, title: "Flour" },
    });
    expect(sugarLine).toMatchObject({ ingredient: null, ingredientTitleOverride: "Sugar" });
    expect(body.instructionGroups.map((g: { title: string }) => g.title)).toEqual([
      "Bake",
      "Frost",
    ]);
    const [heat, mix] = body.instructionGroups[0].instructions;
    expect(heat).toMatchObject({ id: recipe.instructionIds[0], timerMinutes: 5, images: [] });
    expect(mix.images.map((image: { id: string }) => image.id)).toEqual([stepImage.id]);
    // Units: the ingredient line's and the one named inside a step, nothing else.
    expect(body.units.map((unit: { id: string }) => unit.id).sort()).toEqual(
      [cup.id, degrees.id].sort(),
    );
    expect(body.units.map((unit: { id: string }) => unit.id)).not.toContain(unused.id);
    expect(JSON.stringify(res.body)).not.toContain("search_");
  });

  it("suggests more recipes: shared category or cuisine first, then newest", async () => {
    const site = await makeSite();
    const thai = await makeTerm("cuisines", "Thai");
    const soups = await makeTerm("categories", "Soups");
    const recipe = await makeRecipe({
      siteId: site.id,
      terms: { cuisines: [thai.id], categories: [soups.id] },
    });
    const sameCuisineOld = await makeRecipe({
      siteId: site.id,
      publishedAt: daysAgo(20),
      terms: { cuisines: [thai.id] },
    });
    const sameCategory = await makeRecipe({
      siteId: site.id,
      publishedAt: daysAgo(10),
      terms: { categories: [soups.id] },
    });
    const unrelated = [];
    for (let day = 0; day < 5; day++) {
      unrelated.push(await makeRecipe({ siteId: site.id, publishedAt: daysAgo(day) }));
    }
    await makeRecipe({ siteId: site.id, publishedAt: null, terms: { cuisines: [thai.id] } });
    const other = await makeSite();
    await makeRecipe({ siteId: other.id, terms: { cuisines: [thai.id] } });

    const res = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`);
    expect(res.body.moreRecipes.map((r: { slug: string }) => r.slug)).toEqual([
      sameCategory.slug,
      sameCuisineOld.slug,
      ...unrelated.slice(0, 4).map((r) => r.slug),
    ]);
  });

  it("'More recipes' cards carry their cover and terms, read in the page's one batch", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const cover = await makeImage(site.id);
    const soups = await makeTerm("categories", "Soups");
    const thai = await makeTerm("cuisines", "Thai");
    const other = await makeRecipe({
      siteId: site.id,
      imageIds: [cover.id],
      terms: { categories: [soups.id], cuisines: [thai.id] },
    });

    const res = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`);
    expect(res.body.moreRecipes).toHaveLength(1);
    expect(res.body.moreRecipes[0]).toMatchObject({
      id: other.id,
      images: [{ id: cover.id }],
      categories: [{ id: soups.id, title: "Soups" }],
      cuisines: [{ id: thai.id, title: "Thai" }],
      meals: [],
    });
  });
});
