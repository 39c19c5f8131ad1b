import type { UnitView } from "@schema/api/public-read";
import { describe, expect, it } from "vitest";
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

  it("writes a unit without an abbreviation in the plural above one, but never a size", () => {
    const clove: UnitView = {
      ...cup,
      id: "u2",
      slug: "clove",
      title: "clove",
      pluralTitle: "cloves",
      abbreviation: null,
      kind: "count",
    };
    const large: UnitView = {
      ...clove,
      id: "u3",
      title: "large",
      pluralTitle: "larges",
      kind: "size",
    };
    const group = newIngredientGroup();
    const [line] = group.lines;
    if (!line) throw new Error("fixture");
    const labelOf = (quantity: string, unitId: string) => {
      Object.assign(line, { quantity, unitId, ingredientId: "i1" });
      const units = new Map([clove, large].map((unit) => [unit.id, unit]));
      return ingredientRefs([group], units, new Map([["i1", "garlic"]]))[0]?.label;
    };
    expect(labelOf("2", "u2")).toBe("2 cloves garlic");
    expect(labelOf("1", "u2")).toBe("1 clove garlic");
    expect(labelOf("1-2", "u2")).toBe("1-2 cloves garlic");
    expect(labelOf("3", "u3")).toBe("3 large garlic");
  });

  it("names an empty line by its number", () => {
    const group = newIngredientGroup();
    expect(ingredientRefs([group], new Map(), new Map())[0]?.label).toBe("Ingredient 1");
  });
});
