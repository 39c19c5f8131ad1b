import { describe, expect, it } from "vitest";
import {
  amountText,
  DAILY_VALUES,
  dailyValuePercent,
  LABEL_NUTRIENTS,
  type LabelNutrient,
  labelState,
  servingSizeText,
} from "./nutrition-facts";
import { testNutrition } from "./test-recipe.fixture";

const nutrient = (key: LabelNutrient["key"]) => {
  const found = LABEL_NUTRIENTS.find((item) => item.key === key);
  if (!found) throw new Error(key);
  return found;
};
const text = (key: LabelNutrient["key"], value: number) => amountText(nutrient(key), value);
const percent = (key: LabelNutrient["key"], value: number) =>
  dailyValuePercent(nutrient(key), value);

describe("amounts rounded as the FDA label rounds them", () => {
  it("gives calories to 5 up to 50 and to 10 above, under 5 as 0", () => {
    expect(text("calories", 4.9)).toBe("0");
    expect(text("calories", 23)).toBe("25");
    expect(text("calories", 50)).toBe("50");
    expect(text("calories", 243.4)).toBe("240");
    expect(text("calories", 246)).toBe("250");
    expect(text("calories", 1947.2)).toBe("1,950");
  });

  it("gives fats to the half gram under 5 g and whole grams above, under 0.5 g as 0", () => {
    expect(text("fat", 0.49)).toBe("0 g");
    expect(text("saturatedFat", 1.74)).toBe("1.5 g");
    expect(text("saturatedFat", 1.76)).toBe("2 g");
    expect(text("fat", 4.7)).toBe("4.5 g");
    expect(text("fat", 12.26)).toBe("12 g");
  });

  it("says 'less than 1 g' of carbohydrate, fiber, sugars and protein between 0.5 and 1 g", () => {
    expect(text("sugars", 0.4)).toBe("0 g");
    expect(text("sugars", 0.62)).toBe("<1 g");
    expect(text("protein", 0.99)).toBe("<1 g");
    expect(text("protein", 5.31)).toBe("5 g");
    expect(text("carbohydrate", 30.7)).toBe("31 g");
  });

  it("gives cholesterol under 2 mg as 0, up to 5 mg as 'less than 5 mg', then to 5 mg", () => {
    expect(text("cholesterol", 1.9)).toBe("0 mg");
    expect(text("cholesterol", 3)).toBe("<5 mg");
    expect(text("cholesterol", 29.2)).toBe("30 mg");
    expect(text("cholesterol", 32.6)).toBe("35 mg");
  });

  it("gives sodium and potassium to 5 mg up to 140 mg, then to 10 mg", () => {
    expect(text("sodium", 4)).toBe("0 mg");
    expect(text("sodium", 137)).toBe("135 mg");
    expect(text("sodium", 433.6)).toBe("430 mg");
    expect(text("potassium", 236)).toBe("240 mg");
    expect(text("sodium", 3468.8)).toBe("3,470 mg");
  });

  it("gives calcium to 10 mg, iron and vitamin D to a tenth", () => {
    expect(text("calcium", 257)).toBe("260 mg");
    expect(text("iron", 8.04)).toBe("8 mg");
    expect(text("iron", 0.3 * 3)).toBe("0.9 mg");
    expect(text("vitaminD", 1.96)).toBe("2 mcg");
    expect(text("vitaminD", 0.1 + 0.2)).toBe("0.3 mcg");
  });

  it("never declares a negative amount", () => {
    expect(text("fat", -3)).toBe("0 g");
    expect(percent("fat", -3)).toBe(0);
  });
});

describe("% Daily Value on the 2,000-calorie reference", () => {
  it("uses the FDA 2020 daily values", () => {
    expect(DAILY_VALUES).toEqual({
      fat: 78,
      saturatedFat: 20,
      cholesterol: 300,
      sodium: 2300,
      carbohydrate: 275,
      fiber: 28,
      protein: 50,
      vitaminD: 20,
      calcium: 1300,
      iron: 18,
      potassium: 4700,
    });
  });

  it("has none for calories and total sugars", () => {
    expect(percent("calories", 240)).toBeNull();
    expect(percent("sugars", 12)).toBeNull();
  });

  it("takes macronutrients' percent from the declared amount, to the whole percent", () => {
    expect(percent("fat", 12.26)).toBe(15); // 12 g of 78 g
    expect(percent("saturatedFat", 1.74)).toBe(8); // 1.5 g of 20 g
    expect(percent("cholesterol", 29.2)).toBe(10); // 30 mg of 300 mg
    expect(percent("sodium", 433.6)).toBe(19); // 430 mg of 2,300 mg
    expect(percent("carbohydrate", 30.7)).toBe(11);
    expect(percent("fiber", 3.9)).toBe(14);
    expect(percent("protein", 5.31)).toBe(10);
    // Declared 0 g reads 0%, not the 1% of the unrounded 0.4 g.
    expect(percent("fat", 0.4)).toBe(0);
    // A "less than" amount takes the actual one: <5 mg of cholesterol is 1%, not 2%.
    expect(percent("cholesterol", 3)).toBe(1);
  });

  it("rounds vitamins and minerals in the label's coarser steps", () => {
    expect(percent("iron", 0.3)).toBe(0); // 1.7%: under 2% reads 0
    expect(percent("calcium", 100)).toBe(8); // 100 mg is 7.7%: to 2%
    expect(percent("calcium", 257)).toBe(20); // 260 mg is 20%: to 5%
    expect(percent("iron", 8.04)).toBe(45); // 8 mg is 44.4%: to 5%
    expect(percent("vitaminD", 1.96)).toBe(10); // 2 mcg is 10%
    expect(percent("potassium", 3000)).toBe(60); // 63.8%: to 10%
  });
});

describe("servingSizeText", () => {
  it("says which share of the yield a serving is", () => {
    expect(servingSizeText(4, null)).toBe("1 of 4");
    expect(servingSizeText(8, " slices ")).toBe("1 of 8 slices");
    expect(servingSizeText(4, "3 rolls each")).toBe("1 of 4, 3 rolls each");
    expect(servingSizeText(4, "3 rolls each", "servings")).toBe("1 of 4 servings, 3 rolls each");
    expect(servingSizeText(8, "slices", "servings")).toBe("1 of 8 slices");
    expect(servingSizeText(null, "slices")).toBeNull();
    expect(servingSizeText(0, null)).toBeNull();
  });
});

describe("labelState", () => {
  it("shows a label only when the read says so, and an incomplete one as a note", () => {
    expect(labelState(testNutrition())).toBe("label");
    expect(labelState(null)).toBe("none");
    expect(labelState(testNutrition({ shown: false, incomplete: true }))).toBe("incomplete");
    // Not shown and not incomplete: nothing counted (only to-taste lines), nothing to say.
    expect(labelState(testNutrition({ shown: false, incomplete: false }))).toBe("none");
  });
});
