import { describe, expect, it } from "vitest";
import { recipeTimes } from "../site/format";
import {
  ingredientLineText,
  usagesById,
  visibleIngredientGroups,
  visibleInstructionGroups,
} from "./recipe-content";
import { FLOUR, SALT, step, testRecipe, text } from "./test-recipe.fixture";

describe("visible content", () => {
  it("hides nameless ingredient lines and the groups they empty", () => {
    const nameless = { ...SALT, id: "x", ingredientTitleOverride: "  " };
    const groups = visibleIngredientGroups([
      { id: "a", title: "Dough", note: null, ingredientUsages: [FLOUR, nameless] },
      { id: "b", title: "Empty", note: null, ingredientUsages: [nameless] },
    ]);
    expect(groups.map((group) => group.id)).toEqual(["a"]);
    expect(groups[0]?.ingredientUsages.map((usage) => usage.id)).toEqual([FLOUR.id]);
  });

  it("hides steps without content and the groups they empty", () => {
    const groups = visibleInstructionGroups([
      {
        id: "a",
        title: null,
        note: null,
        instructions: [step("1", text([{ text: "Mix." }])), step("2", null)],
      },
      { id: "b", title: null, note: null, instructions: [step("3", text([{ text: " " }]))] },
    ]);
    expect(groups.map((group) => group.id)).toEqual(["a"]);
    expect(groups[0]?.instructions.map((instruction) => instruction.id)).toEqual(["1"]);
  });
});

describe("ingredientLineText", () => {
  it("scales and converts the line", () => {
    expect(ingredientLineText(FLOUR, { multiplier: 1, system: "imperial" })).toBe(
      "2 cups all-purpose flour",
    );
    expect(ingredientLineText(FLOUR, { multiplier: 0.5, system: "imperial" })).toBe(
      "1 cup all-purpose flour",
    );
    expect(ingredientLineText(FLOUR, { multiplier: 2, system: "metric" })).toBe(
      "500 g all-purpose flour",
    );
    expect(ingredientLineText(SALT, { multiplier: 3, system: "metric" })).toBe("Salt, to taste");
  });

  it("indexes usages by id for references in steps", () => {
    const map = usagesById(testRecipe().ingredientUsageGroups);
    expect(map.get(FLOUR.id)).toBe(FLOUR);
  });
});

describe("recipeTimes", () => {
  it("lists prep, cook, the creator's own time and a total", () => {
    expect(recipeTimes(testRecipe())).toEqual([
      { key: "prep", label: "Prep", minutes: 20 },
      { key: "cook", label: "Cook", minutes: 45 },
      { key: "custom", label: "Rise", minutes: 90 },
      { key: "total", label: "Total", minutes: 155 },
    ]);
  });

  it("leaves out the total when it would repeat the only time", () => {
    const recipe = testRecipe({ prepTimeMinutes: null, customTimeMinutes: 0, cookTimeMinutes: 30 });
    expect(recipeTimes(recipe)).toEqual([{ key: "cook", label: "Cook", minutes: 30 }]);
  });

  it("names an unlabelled custom time", () => {
    const recipe = testRecipe({ prepTimeMinutes: 5, cookTimeMinutes: null, customTimeLabel: " " });
    expect(recipeTimes(recipe)[1]).toEqual({ key: "custom", label: "Other", minutes: 90 });
  });
});
