import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call, db } from "../test/factories";
import {
  createRecipe,
  makeIngredientRow,
  makeKitchen,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";
import { gramsLine, nutritionRowOf, refId } from "../test/nutrition-helpers";
import { loadReferenceCatalogues } from "../test/reference-catalogues";
import { loadFoods } from "../test/usda-foods";

beforeAll(loadReferenceCatalogues);

const storedLabel = async (siteId: string, recipeId: string) =>
  (await nutritionRowOf(siteId, recipeId))?.label;
const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion;

describe("GET manage/{siteSlug}/nutrition/foods", () => {
  it("finds foods holding every word, shortest first, and a food by its NDB number", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("GET", `/manage/${site.slug}/nutrition/foods?q=butter%20salt`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.foods[0]).toEqual({ ndb: "01001", description: "Butter, salted" });
    await expectDocumented("GET", "/manage/:siteSlug/nutrition/foods", res);
    const byNdb = await call("GET", `/manage/${site.slug}/nutrition/foods?q=01001`, { token });
    expect(byNdb.body.foods).toEqual([{ ndb: "01001", description: "Butter, salted" }]);
    const none = await call("GET", `/manage/${site.slug}/nutrition/foods?q=zzzqx`, { token });
    expect(none.body.foods).toEqual([]);
    const few = await call("GET", `/manage/${site.slug}/nutrition/foods?q=cheese&limit=2`, {
      token,
    });
    expect(few.body.foods).toHaveLength(2);
  });
});

describe("PUT manage/{siteSlug}/ingredients/{ingredientId}/food", () => {
  it("matches a site's own ingredient and recomputes the labels of the site's recipes using it", async () => {
    const { site, token } = await makeKitchen();
    const own = await makeIngredientRow(site.id, "house butter");
    const body = minimalRecipe({
      yieldServings: 2,
      ingredientUsageGroups: [{ ingredientUsages: [gramsLine(100, own.id)] }],
    });
    const draft = await createRecipe(site.slug, token, body);
    const live = await publishedRecipe(site.slug, token, { ...body, slug: "live-one" });
    expect((await storedLabel(site.id, draft.id))?.coverage.uncounted[0]?.reason).toBe("no-food");
    const before = await contentVersion(site.id);

    const res = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
      token,
      json: { foodNdb: "01001" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ingredient: {
        id: own.id,
        title: "house butter",
        food: { ndb: "01001", description: "Butter, salted" },
      },
      recomputedRecipes: 2,
    });
    await expectDocumented("PUT", "/manage/:siteSlug/ingredients/:ingredientId/food", res);
    for (const id of [draft.id, live.id]) {
      const label = await storedLabel(site.id, id);
      // 100 g of salted butter at 717 kcal per 100 g
      expect(label?.whole.calories).toBeCloseTo(717, 0);
      expect(label?.perServing?.calories).toBeCloseTo(358.5, 1);
      expect(label?.coverage.countedLines).toBe(1);
    }
    // The published page's cached copy must not keep the old label.
    expect(await contentVersion(site.id)).toBeGreaterThan(before ?? 0);

    const cleared = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
      token,
      json: { foodNdb: null },
    });
    expect(cleared.body.ingredient.food).toBeNull();
    expect((await storedLabel(site.id, draft.id))?.coverage.countedLines).toBe(0);
  });
});

describe("POST manage/{siteSlug}/nutrition/preview", () => {
  it("computes the label of unsaved lines with each counted line's food, grams and calories", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: {
        yieldServings: 4,
        lines: [
          { key: "a", ...gramsLine(400, refId("ingredients", "all-purpose-flour")) },
          // Counted as salted butter instead of the flour its ingredient means.
          {
            key: "b",
            ...gramsLine(100, refId("ingredients", "all-purpose-flour"), { foodNdb: "01001" }),
          },
          { key: "c", quantityMin: null, ingredientId: refId("ingredients", "salt") },
        ],
      },
    });
    expect(res.status).toBe(200);
    await expectDocumented("POST", "/manage/:siteSlug/nutrition/preview", res);
    expect(res.body.lines).toEqual([
      {
        key: "a",
        food: { ndb: "20081", description: "Wheat flour, white, all-purpose, enriched, bleached" },
        grams: 400,
        calories: 1456,
        implausible: false,
      },
      {
        key: "b",
        food: { ndb: "01001", description: "Butter, salted" },
        grams: 100,
        calories: 717,
        implausible: false,
      },
    ]);
    expect(res.body.label.whole.calories).toBeCloseTo(2173, 0);
    expect(res.body.label.perServing.calories).toBeCloseTo(543.25, 1);
    expect(res.body.label.coverage.uncounted).toEqual([
      { key: "c", name: "salt", reason: "no-quantity" },
    ]);
  });
});

describe("the recipe save carries a line's food, the author's figures and the hide switch", () => {
  it("stores them, reads them back, and the public read shows the author's figures", async () => {
    const { site, token } = await makeKitchen();
    const flour = refId("ingredients", "all-purpose-flour");
    const body = minimalRecipe({
      yieldServings: 2,
      ingredientUsageGroups: [{ ingredientUsages: [gramsLine(100, flour, { foodNdb: "01001" })] }],
      nutrition: {
        hidden: false,
        author: { source: "author", perServing: { calories: 250, protein: 3.5 } },
      },
    });
    const recipe = await publishedRecipe(site.slug, token, body);
    const read = await call("GET", `/manage/${site.slug}/recipes/${recipe.id}`, { token });
    expect(read.body.recipe.ingredientUsageGroups[0].ingredientUsages[0].foodNdb).toBe("01001");
    expect(read.body.recipe.nutrition).toEqual({
      hidden: false,
      author: { source: "author", perServing: { calories: 250, protein: 3.5 } },
    });

    await expectDocumented("GET", "/manage/:siteSlug/recipes/:recipeId", read);
    const page = `/site/${site.slug}/recipes/${recipe.slug}`;
    const pageRead = await call("GET", page);
    await expectDocumented("GET", "/site/:siteSlug/recipes/:recipeSlug", pageRead);
    const shown = pageRead.body.recipe.nutrition;
    expect(shown).toMatchObject({
      shown: true,
      source: "author",
      hidden: null,
      provided: ["calories", "protein"],
      perServing: { calories: 250, protein: 3.5, fat: 0 },
      whole: { calories: 500, protein: 7 },
    });
    // Ours stays beside it: the line counted as salted butter.
    expect(shown.computed.whole.calories).toBeCloseTo(717, 0);

    // A save that says nothing of nutrition keeps the author's figures.
    const { nutrition: _, ...without } = body;
    await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, { token, json: without });
    expect((await call("GET", page)).body.recipe.nutrition.source).toBe("author");

    await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, {
      token,
      json: { ...body, nutrition: { hidden: true, author: null } },
    });
    const hidden = (await call("GET", page)).body.recipe.nutrition;
    expect(hidden).toMatchObject({ shown: false, hidden: "recipe", source: "computed" });
  });

  it("the site's setting hides every label", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await publishedRecipe(
      site.slug,
      token,
      minimalRecipe({
        yieldServings: 1,
        ingredientUsageGroups: [
          { ingredientUsages: [gramsLine(100, refId("ingredients", "all-purpose-flour"))] },
        ],
      }),
    );
    const page = `/site/${site.slug}/recipes/${recipe.slug}`;
    expect((await call("GET", page)).body.recipe.nutrition.shown).toBe(true);
    const saved = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { title: site.title, slug: site.slug, nutritionHidden: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.site.settings.nutritionHidden).toBe(true);
    expect((await call("GET", page)).body.recipe.nutrition).toMatchObject({
      shown: false,
      hidden: "site",
    });
  });
});

describe("SR26 foods the catalogue does not map, once the seed step has loaded them", () => {
  // Tempeh (16114: 193 kcal per 100 g, 1 cup = 166 g) and jackfruit (09144: 95 kcal,
  // "1 cup, sliced" = 165 g) are in SR26, not in the shipped set.
  const tempeh = { ndb: "16114", description: "Tempeh" };
  const cupLine = (cups: number, ingredientId: string, extra: object = {}) => ({
    quantityMin: cups,
    unitId: refId("units", "cup"),
    ingredientId,
    ...extra,
  });

  it("are found by the food search, and matching one counts a site's ingredient by its household measure", async () => {
    await loadFoods(["16114", "16174", "09144"]);
    const { site, token } = await makeKitchen();
    const found = await call("GET", `/manage/${site.slug}/nutrition/foods?q=tempeh`, { token });
    expect(found.status).toBe(200);
    expect(found.body.foods).toEqual([tempeh, { ndb: "16174", description: "Tempeh, cooked" }]);
    await expectDocumented("GET", "/manage/:siteSlug/nutrition/foods", found);

    const own = await makeIngredientRow(site.id, "smoked tempeh");
    const body = minimalRecipe({
      yieldServings: 2,
      ingredientUsageGroups: [{ ingredientUsages: [cupLine(1, own.id)] }],
    });
    const recipe = await createRecipe(site.slug, token, body);
    const matched = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
      token,
      json: { foodNdb: "16114" },
    });
    expect(matched.status).toBe(200);
    expect(matched.body.ingredient.food).toEqual(tempeh);
    const label = await storedLabel(site.id, recipe.id);
    // 1 cup = 166 g at 193 kcal per 100 g, 18.54 g protein
    expect(label?.whole.calories).toBeCloseTo(320.38, 1);
    expect(label?.whole.protein).toBeCloseTo(30.78, 1);
    expect(label?.coverage.countedLines).toBe(1);
    // The next save reads the ingredient's match from the table too.
    const saved = await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, {
      token,
      json: { ...body, yieldServings: 4 },
    });
    expect(saved.status).toBe(200);
    expect((await storedLabel(site.id, recipe.id))?.perServing?.calories).toBeCloseTo(80.1, 1);
  });

  it("count a line that names one itself, on the save and in the preview", async () => {
    await loadFoods(["09144"]);
    const { site, token } = await makeKitchen();
    const flour = refId("ingredients", "all-purpose-flour");
    // A site's own ingredient has no density of its own: the food's measure weighs the cups.
    const own = await makeIngredientRow(site.id, "young jackfruit");
    const lines = [cupLine(2, own.id, { foodNdb: "09144" }), gramsLine(100, flour)];
    const preview = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: { yieldServings: 1, lines: lines.map((line, i) => ({ key: `l${i}`, ...line })) },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.lines[0]).toEqual({
      key: "l0",
      food: { ndb: "09144", description: "Jackfruit, raw" },
      grams: 330,
      calories: 313.5,
      implausible: false,
    });
    const recipe = await createRecipe(
      site.slug,
      token,
      minimalRecipe({ yieldServings: 1, ingredientUsageGroups: [{ ingredientUsages: lines }] }),
    );
    // 330 g of jackfruit (313.5 kcal) and 100 g of flour (364 kcal)
    expect((await storedLabel(site.id, recipe.id))?.whole.calories).toBeCloseTo(677.5, 1);
  });

  it("weigh counted lines by the table's household measures: a size unit, and a bare number as one medium", async () => {
    // Plantains, raw (09277): 122 kcal per 100 g, "1 medium" = 179 g.
    await loadFoods(["09277"]);
    const { site, token } = await makeKitchen();
    const own = await makeIngredientRow(site.id, "green plantain");
    const matched = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
      token,
      json: { foodNdb: "09277" },
    });
    expect(matched.status).toBe(200);
    const preview = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: {
        lines: [
          { key: "sized", quantityMin: 2, unitId: refId("units", "medium"), ingredientId: own.id },
          { key: "bare", quantityMin: 1, unitId: null, ingredientId: own.id },
        ],
      },
    });
    expect(preview.status).toBe(200);
    expect(
      preview.body.lines.map((l: { key: string; grams: number; calories: number }) => [
        l.key,
        l.grams,
        l.calories,
      ]),
    ).toEqual([
      ["sized", 358, 436.8],
      ["bare", 179, 218.4],
    ]);
  });
});
