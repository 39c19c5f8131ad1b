import { describe, expect, it } from "vitest";
import { newIngredientGroup, newLine } from "../recipes/recipe-form";
import { previewRequest } from "./nutrition-preview";

describe("the live label's request", () => {
  it("sends every named line by its id, with amounts read as a save reads them", () => {
    const group = newIngredientGroup();
    const flour = { ...newLine(), quantity: "1 1/2", unitId: "u-cup", ingredientId: "i-flour" };
    const water = { ...newLine(), quantity: "2-3", ingredientTitleOverride: " warm water " };
    const typing = { ...newLine(), quantity: "1 1/", ingredientId: "i-egg", foodNdb: "01123" };
    const empty = newLine();
    group.lines = [flour, water, typing, empty];
    expect(previewRequest([group], "4")).toEqual({
      yieldServings: 4,
      lines: [
        {
          key: flour.id,
          quantityMin: 1.5,
          quantityMax: null,
          unitId: "u-cup",
          ingredientId: "i-flour",
          ingredientTitleOverride: null,
          foodNdb: null,
        },
        {
          key: water.id,
          quantityMin: 2,
          quantityMax: 3,
          unitId: null,
          ingredientId: null,
          ingredientTitleOverride: "warm water",
          foodNdb: null,
        },
        // Half-typed: no quantity until it reads, rather than an error on every keystroke.
        {
          key: typing.id,
          quantityMin: null,
          quantityMax: null,
          unitId: null,
          ingredientId: "i-egg",
          ingredientTitleOverride: null,
          foodNdb: "01123",
        },
      ],
    });
  });

  it("sends no servings for an empty, unreadable or zero yield", () => {
    for (const servings of ["", "lots", "0"]) {
      expect(previewRequest([], servings).yieldServings).toBeNull();
    }
  });
});
