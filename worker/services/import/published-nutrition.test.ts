import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, siteDb } from "../../test/factories";
import { makeKitchen } from "../../test/manage-factories";
import { loadReferenceCatalogues } from "../../test/reference-catalogues";
import { figureOf } from "./published-nutrition";

beforeAll(loadReferenceCatalogues);

const jsonLdPage = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Butter toast",
  recipeYield: "2",
  recipeIngredient: ["200 g all-purpose flour", "2 tablespoons salted butter"],
  recipeInstructions: ["Toast it."],
  nutrition: {
    "@type": "NutritionInformation",
    calories: "410 kcal",
    fatContent: "12 g",
    sodiumContent: "0.3 g",
    proteinContent: "9.5g",
    fiberContent: "not known",
  },
})}</script></head><body></body></html>`;

// WP Recipe Maker's card, with its nutrition block, and no JSON-LD.
const wprmPage = `<!doctype html><html><body><div class="wprm-recipe">
<h2 class="wprm-recipe-name">Card toast</h2>
<div class="wprm-recipe-ingredients-container"><ul><li>100 g all-purpose flour</li></ul></div>
<div class="wprm-recipe-instructions-container"><ul><li>Bake it.</li></ul></div>
<div class="wprm-nutrition-label-container">
<span class="wprm-nutrition-label-text-nutrition-container wprm-nutrition-label-text-nutrition-container-calories"><span class="wprm-nutrition-label-text-nutrition-label">Calories: </span><span class="wprm-nutrition-label-text-nutrition-value">320</span><span class="wprm-nutrition-label-text-nutrition-unit">kcal</span></span>
<span class="wprm-nutrition-label-text-nutrition-container wprm-nutrition-label-text-nutrition-container-carbohydrates"><span class="wprm-nutrition-label-text-nutrition-value">61</span><span class="wprm-nutrition-label-text-nutrition-unit">g</span></span>
<span class="wprm-nutrition-label-text-nutrition-container wprm-nutrition-label-text-nutrition-container-cholesterol"><span class="wprm-nutrition-label-text-nutrition-value">15</span><span class="wprm-nutrition-label-text-nutrition-unit">mg</span></span>
</div></div></body></html>`;

describe("a source page's published nutrition", () => {
  it("reads figures as pages write them, in the label's units", () => {
    expect(figureOf("250 kcal", "calories")).toBe(250);
    expect(figureOf("1,200 calories", "calories")).toBe(1200);
    expect(figureOf("12 g", "fat")).toBe(12);
    expect(figureOf("0.3 g", "sodium")).toBe(300);
    expect(figureOf("450mg", "sodium")).toBe(450);
    expect(figureOf("2 mcg", "vitaminD")).toBe(2);
    expect(figureOf("400 IU", "vitaminD")).toBeNull();
    expect(figureOf("some", "fat")).toBeNull();
  });

  it("keeps JSON-LD nutrition as the draft's imported figures, and ours is computed beside it on create", async () => {
    const { site, token } = await makeKitchen();
    const parsed = await call("POST", "/manage/recipe-parse", {
      token,
      json: { html: jsonLdPage, siteSlug: site.slug },
    });
    expect(parsed.status).toBe(200);
    expect(parsed.body.draft.nutrition).toEqual({
      hidden: false,
      author: {
        source: "imported",
        perServing: { calories: 410, fat: 12, sodium: 300, protein: 9.5 },
      },
    });
    const created = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft: parsed.body.draft },
    });
    expect(created.status).toBe(201);
    const id = created.body.recipe.id;
    const read = await call("GET", `/manage/${site.slug}/recipes/${id}`, { token });
    expect(read.body.recipe.nutrition.author).toEqual({
      source: "imported",
      perServing: { calories: 410, fat: 12, sodium: 300, protein: 9.5 },
    });
    const [row] = await (await siteDb(site.id))
      .select()
      .from(recipeNutrition)
      .where(eq(recipeNutrition.recipeId, id));
    expect(row?.authorSource).toBe("imported");
    // Ours: 200 g of flour at 364 kcal per 100 g, and the butter, over 2 servings.
    expect(row?.label.perServing?.calories).toBeGreaterThan(364);
  });

  it("reads WP Recipe Maker's nutrition block", async () => {
    const { site, token } = await makeKitchen();
    const parsed = await call("POST", "/manage/recipe-parse", {
      token,
      json: { html: wprmPage, siteSlug: site.slug },
    });
    expect(parsed.status).toBe(200);
    expect(parsed.body.draft.nutrition.author.perServing).toEqual({
      calories: 320,
      carbohydrate: 61,
      cholesterol: 15,
    });
  });
});
