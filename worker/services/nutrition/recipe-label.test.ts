import { reference } from "@schema/reference/index";
import { beforeAll, describe, expect, it } from "vitest";
import { call, db, unmovedDbs } from "../../test/factories";
import {
  createRecipe,
  makeIngredientRow,
  makeKitchen,
  minimalRecipe,
} from "../../test/manage-factories";
import { nutritionRowOf } from "../../test/nutrition-helpers";
import { loadReferenceCatalogues } from "../../test/reference-catalogues";
import { recipeNutritionStatement } from "./recipe-label";

const ingredientId = (slug: string) => {
  const found = reference.ingredients.find((i) => i.slug === slug);
  if (!found) throw new Error(slug);
  return found.id;
};
const unitId = (slug: string) => {
  const found = reference.units.find((u) => u.slug === slug);
  if (!found) throw new Error(slug);
  return found.id;
};

const line = (qty: number | null, unit: string | null, ingredient: string) => ({
  quantityMin: qty,
  unitId: unit ? unitId(unit) : null,
  ingredientId: ingredientId(ingredient),
});

const storedLabel = async (siteId: string, recipeId: string) =>
  (await nutritionRowOf(siteId, recipeId))?.label;

beforeAll(loadReferenceCatalogues);

describe("a recipe's nutrition label is stored when it is saved", () => {
  it("computes the label of the lines on create, and again on update", async () => {
    const { site, token } = await makeKitchen();
    const body = minimalRecipe({
      yieldServings: 4,
      ingredientUsageGroups: [
        {
          ingredientUsages: [
            line(400, "gram", "all-purpose-flour"),
            line(4, "large", "egg"),
            line(null, null, "salt"),
          ],
        },
      ],
    });
    const recipe = await createRecipe(site.slug, token, body);
    const label = await storedLabel(site.id, recipe.id);
    // 400 g flour at 364 kcal + 4 × 50 g egg at 143 kcal, per 100 g
    expect(label?.whole.calories).toBeCloseTo(1456 + 286, 0);
    expect(label?.perServing?.calories).toBeCloseTo((1456 + 286) / 4, 0);
    expect(label?.coverage).toMatchObject({ countedLines: 2, totalLines: 3, measuredLines: 2 });
    expect(label?.coverage.uncounted).toEqual([
      { usageId: expect.any(String), name: "salt", reason: "no-quantity" },
    ]);
    expect(label?.incomplete).toBe(false);

    const changed = {
      ...body,
      yieldServings: 2,
      ingredientUsageGroups: [{ ingredientUsages: [line(200, "gram", "all-purpose-flour")] }],
    };
    const res = await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, {
      token,
      json: changed,
    });
    expect(res.status).toBe(200);
    const updated = await storedLabel(site.id, recipe.id);
    expect(updated?.whole.calories).toBeCloseTo(728, 0);
    expect(updated?.perServing?.calories).toBeCloseTo(364, 0);
  });

  it("names a site's own ingredient, which has no food yet, and says incomplete", async () => {
    const { site, token } = await makeKitchen();
    const own = await makeIngredientRow(site.id, "grandma's spice mix");
    const recipe = await createRecipe(
      site.slug,
      token,
      minimalRecipe({
        ingredientUsageGroups: [
          {
            ingredientUsages: [
              line(100, "gram", "all-purpose-flour"),
              { quantityMin: 2, unitId: unitId("tablespoon"), ingredientId: own.id },
            ],
          },
        ],
      }),
    );
    const label = await storedLabel(site.id, recipe.id);
    expect(label?.perServing).toBeNull();
    expect(label?.coverage.uncounted).toEqual([
      { usageId: expect.any(String), name: "grandma's spice mix", reason: "no-food" },
    ]);
    expect(label?.incomplete).toBe(true);
  });

  it("stores an empty label for a recipe with no lines", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await createRecipe(site.slug, token);
    expect((await storedLabel(site.id, recipe.id))?.coverage.totalLines).toBe(0);
  });

  it("labels a 20-line recipe in well under 50 ms", async () => {
    const slugs = reference.ingredients.slice(0, 20).map((i) => i.slug);
    const lines = slugs.map((slug, i) => ({
      id: crypto.randomUUID(),
      quantityMax: null,
      ingredientTitleOverride: null,
      ...line(i + 1, i % 2 ? "cup" : "gram", slug),
    }));
    const start = performance.now();
    await recipeNutritionStatement(unmovedDbs(db()), crypto.randomUUID(), lines, 4);
    // Wall time, including the catalogue read; the arithmetic alone is far below it.
    expect(performance.now() - start).toBeLessThan(50);
  });
});
