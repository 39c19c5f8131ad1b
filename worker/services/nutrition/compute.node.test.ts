import { ingredients } from "@schema/reference/ingredients";
import { units } from "@schema/reference/units";
import { describe, expect, it } from "vitest";
import { computeNutrition, type NutritionLine } from "./compute";
import { type LineUnit, lineQuantity } from "./grams";
import { ingredientFoods } from "./ingredient-foods";
import { usdaFoods } from "./usda-foods";

const unitBySlug = new Map<string, LineUnit>(
  units.map((u) => [u.slug, { ...u, ml: u.ml ?? null, g: u.g ?? null }]),
);

let next = 0;
function line(
  qty: number | [number, number] | null,
  unit: string | null,
  slug: string | null,
): NutritionLine {
  const ingredient = slug ? ingredients.find((i) => i.slug === slug) : undefined;
  if (slug && !ingredient) throw new Error(`no ingredient ${slug}`);
  const [quantityMin, quantityMax] = Array.isArray(qty) ? qty : [qty, null];
  return {
    usageId: `line-${++next}`,
    quantityMin,
    quantityMax,
    unit: unit ? (unitBySlug.get(unit) ?? null) : null,
    ingredient: ingredient
      ? {
          slug: ingredient.slug,
          siteId: null,
          title: ingredient.title,
          gramsPerLiter: ingredient.gramsPerLiter,
        }
      : null,
    titleOverride: slug ? null : "oil for frying",
  };
}

const label = (lines: NutritionLine[], servings: number | null = null) =>
  computeNutrition(lines, servings, unitBySlug);

describe("the ingredient → USDA food table", () => {
  it("maps every platform ingredient, each to a food the extract holds", () => {
    const mapped = new Map(ingredientFoods.map(([slug, ndb]) => [slug, ndb]));
    expect(ingredients.length).toBeGreaterThan(300);
    for (const { slug } of ingredients) {
      expect(mapped.has(slug), slug).toBe(true);
      const ndb = mapped.get(slug);
      if (ndb) expect(usdaFoods[ndb], `${slug} → ${ndb}`).toBeDefined();
    }
  });

  it("chooses what a cook means", () => {
    const ndb = (slug: string) => ingredientFoods.find(([s]) => s === slug)?.[1];
    expect(usdaFoods[ndb("all-purpose-flour") ?? ""]?.description).toBe(
      "Wheat flour, white, all-purpose, enriched, bleached",
    );
    expect(usdaFoods[ndb("egg") ?? ""]?.description).toBe("Egg, whole, raw, fresh");
    expect(usdaFoods[ndb("chicken-breast") ?? ""]?.description).toMatch(/raw$/);
  });
});

describe("quantities to grams", () => {
  it("converts weights directly: 100 g flour is 364 kcal", () => {
    const l = label([line(100, "gram", "all-purpose-flour")]);
    expect(l.whole.calories).toBeCloseTo(364, 0);
    expect(l.whole.protein).toBeCloseTo(10.33, 1);
  });

  it("converts a pound of ground beef", () => {
    // 453.592 g × 254 kcal / 100 g
    expect(label([line(1, "pound", "ground-beef")]).whole.calories).toBeCloseTo(1152.1, 0);
  });

  it("converts volumes through the catalogue's density: a cup of flour is 125 g", () => {
    const l = label([line(1, "cup", "all-purpose-flour")]);
    // 236.588 ml × 528 g/l = 124.9 g → 454.7 kcal
    expect(l.whole.calories).toBeCloseTo(454.7, 0);
  });

  it("converts volumes through the food's own measures when the catalogue has no density", () => {
    const withoutDensity = line(2, "tablespoon", "olive-oil");
    if (withoutDensity.ingredient) withoutDensity.ingredient.gramsPerLiter = null;
    // USDA: 1 tbsp olive oil = 13.5 g; 27 g × 884 / 100
    expect(label([withoutDensity]).whole.calories).toBeCloseTo(238.7, 0);
  });

  it("counts eggs by the size the line names, and a bare number as one each", () => {
    // USDA: large 50 g, small 38 g; medium 44 g for a bare "2 eggs"
    expect(label([line(2, "large", "egg")]).whole.calories).toBeCloseTo(143, 0);
    expect(label([line(1, "small", "egg")]).whole.calories).toBeCloseTo(54.3, 0);
    expect(label([line(2, null, "egg")]).whole.calories).toBeCloseTo(125.8, 0);
  });

  it("counts garlic by the clove", () => {
    // USDA: 1 clove = 3 g, 149 kcal / 100 g
    expect(label([line(3, "clove", "garlic")]).whole.calories).toBeCloseTo(13.4, 0);
  });

  it("takes the middle of a range", () => {
    expect(lineQuantity({ quantityMin: 2, quantityMax: 3 })).toBe(2.5);
    expect(label([line([100, 200], "gram", "granulated-sugar")]).whole.calories).toBeCloseTo(
      580.5,
      0,
    );
  });
});

describe("the label", () => {
  it("divides by the servings", () => {
    const l = label([line(400, "gram", "all-purpose-flour"), line(4, "large", "egg")], 4);
    expect(l.servings).toBe(4);
    expect(l.whole.calories).toBeCloseTo(1456 + 286, 0);
    expect(l.perServing?.calories).toBeCloseTo((1456 + 286) / 4, 0);
    expect(l.perServing?.cholesterol).toBeCloseTo((200 * 3.72) / 4, 0);
  });

  it("has no per-serving figures without a yield", () => {
    expect(label([line(100, "gram", "all-purpose-flour")]).perServing).toBeNull();
  });

  it("names the lines it could not count, and to-taste lines do not make it incomplete", () => {
    const l = label([
      line(500, "gram", "all-purpose-flour"),
      line(300, "milliliter", "water"),
      line(10, "gram", "salt"),
      line(null, null, "black-pepper"),
      line(1, null, null),
    ]);
    expect(l.coverage.totalLines).toBe(5);
    expect(l.coverage.measuredLines).toBe(4);
    expect(l.coverage.countedLines).toBe(3);
    expect(l.coverage.uncounted.map((u) => [u.name, u.reason])).toEqual([
      ["black pepper", "no-quantity"],
      ["oil for frying", "no-food"],
    ]);
    expect(l.incomplete).toBe(false);
    // salt 10 g × 38,758 mg + flour 500 g × 2 mg + tap water 300 g × 4 mg, per 100 g
    expect(l.whole.sodium).toBeCloseTo(3875.8 + 10 + 12, 0);
  });

  it("says incomplete when more than a quarter of the measured lines were not counted", () => {
    const l = label([
      line(500, "gram", "all-purpose-flour"),
      line(1, "pinch", "ground-nutmeg"),
      line(1, null, null),
    ]);
    expect(l.coverage.uncounted.map((u) => u.reason)).toEqual(["no-weight", "no-food"]);
    expect(l.incomplete).toBe(true);
  });

  it("leaves out temperatures and lengths", () => {
    const l = label([line(2, "inch", "ginger")]);
    expect(l.coverage.uncounted[0]?.reason).toBe("no-weight");
  });

  it("computes absurd quantities without failing", () => {
    const l = label([line(1e6, "kilogram", "all-purpose-flour")], 1);
    expect(l.whole.calories).toBeCloseTo(3.64e9, -6);
  });

  it("computes a 20-line recipe well under a millisecond a time", () => {
    const slugs = ingredients.slice(0, 20).map((i) => i.slug);
    const lines = slugs.map((slug, i) => line(i + 1, i % 2 ? "cup" : "gram", slug));
    const runs = 200;
    const start = performance.now();
    for (let i = 0; i < runs; i++) label(lines, 4);
    const each = (performance.now() - start) / runs;
    expect(each).toBeLessThan(5);
  });
});
