import type { UnitView } from "@schema/api/public-read";
import { describe, expect, it } from "vitest";
import { formFromRecipe } from "./recipe-form";
import { fullRecipe, id } from "./test-recipe.fixture";
import { ingredientsText, stepsText } from "./version-text";

const unit = (n: number, title: string, abbreviation: string | null): UnitView => ({
  id: id(n),
  slug: title,
  title,
  pluralTitle: `${title}s`,
  abbreviation,
  kind: "volume",
  system: "us",
  ml: 240,
  g: null,
});

const units = [unit(900, "degree", "°F"), unit(901, "gram", "g"), unit(902, "cup", "c")];
const unitsById = new Map(units.map((entry) => [entry.id, entry]));
const titles = new Map([
  [id(700), "sourdough starter"],
  [id(701), "bread flour"],
]);

describe("ingredientsText", () => {
  it("writes each line as the step editor labels it, with its preparation, by group", () => {
    const form = formFromRecipe(fullRecipe());
    expect(ingredientsText(form.ingredientGroups, unitsById, titles)).toEqual([
      {
        id: id(10),
        title: "Levain",
        items: [
          { id: id(11), text: "50 g sourdough starter, ripe" },
          { id: id(12), text: "1 1/2-2 c warm water" },
        ],
      },
      { id: id(20), title: "Dough", items: [{ id: id(21), text: "1/3 bread flour" }] },
    ]);
  });

  it("names the unit of a measurement in a preparation", () => {
    const form = formFromRecipe(fullRecipe());
    const line = form.ingredientGroups[0]?.lines[0];
    if (!line) throw new Error("fixture");
    line.preparation = {
      type: "document",
      children: [
        {
          type: "paragraph",
          children: [{ type: "measurement", quantity: 2, unitId: id(902) }, { text: " at most" }],
        },
      ],
    };
    const [levain] = ingredientsText(form.ingredientGroups, unitsById, titles);
    expect(levain?.items[0]?.text).toBe("50 g sourdough starter, 2 cups at most");
  });
});

describe("stepsText", () => {
  it("writes steps as plain text, naming the lines they mention", () => {
    const form = formFromRecipe(fullRecipe());
    const labels = new Map([[id(12), "1 1/2-2 c warm water"]]);
    expect(stepsText(form.instructionGroups, units, labels)).toEqual([
      {
        id: id(30),
        title: "Mix",
        items: [{ id: id(31), text: "Stir in the 1 1/2-2 c warm water and rest." }],
      },
      { id: id(40), title: "", items: [{ id: id(41), text: "Shape\nBake" }] },
    ]);
  });

  it("says a step has no text rather than showing nothing", () => {
    const form = formFromRecipe(fullRecipe());
    const [group] = form.instructionGroups;
    if (!group) throw new Error("fixture");
    const empty = [{ ...group, steps: group.steps.map((step) => ({ ...step, content: null })) }];
    expect(stepsText(empty, units, new Map())[0]?.items[0]?.text).toBe("(No text)");
  });
});
