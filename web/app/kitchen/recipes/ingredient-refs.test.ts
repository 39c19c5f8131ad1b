import { describe, expect, it } from "vitest";
import type { UnitView } from "@schema/api/public-read";
import { ingredientRefs } from "./ingredient-refs";
import { newIngredientGroup } from "./recipe-form";

const cup: UnitView = {
  id: "u1",
  slug: "cup",
  title: "cup",
  pluralTitle: "cups",
  abbreviation: "c",
  kind: "volume",
  system: "us",
  ml: 240,
  g: null,
};

describe("ingredientRefs", () => {
  it("labels lines by amount, unit and ingredient, across groups", () => {
    const first = newIngredientGroup();
    const second = newIngredientGroup();
    const a = first.lines[0];
    const b = second.lines[0];
    if (!a || !b) throw new Error("fixture");
    Object.assign(a, { quantity: "1 1/2", unitId: "u1", ingredientId: "i1" });
    Object.assign(b, { ingredientTitleOverride: "a pinch of salt" });
    const refs = ingredientRefs(
      [first, second],
      new Map([["u1", cup]]),
      new Map([["i1", "flour"]]),
    );
    expect(refs).toEqual([
      { id: a.id, label: "1 1/2 c flour" },
      { id: b.id, label: "a pinch of salt" },
    ]);
  });

  it("names an empty line by its number", () => {
    const group = newIngredientGroup();
    expect(ingredientRefs([group], new Map(), new Map())[0]?.label).toBe("Ingredient 1");
  });
});
