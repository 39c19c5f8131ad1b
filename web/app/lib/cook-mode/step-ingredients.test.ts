import type { IngredientUsageView } from "@schema/api/public-read";
import { describe, expect, it } from "vitest";
import { FLOUR, SALT, step, text } from "../recipe-page/test-recipe.fixture";
import { cookSteps, stepIngredients } from "./step-ingredients";

let serial = 0;
/** A line named `title` (and `plural`), or by an override when `override` is given. */
function line(title: string, options: { plural?: string; override?: string } = {}) {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`;
  const usage: IngredientUsageView = {
    ...FLOUR,
    id,
    ingredient: FLOUR.ingredient && {
      ...FLOUR.ingredient,
      id,
      slug: title.replaceAll(" ", "-"),
      title,
      pluralTitle: options.plural ?? null,
    },
    ingredientTitleOverride: options.override ?? null,
  };
  return usage;
}

const says = (words: string) => text([{ text: words }]);
const titles = (usages: IngredientUsageView[]) =>
  usages.map((usage) => usage.ingredientTitleOverride ?? usage.ingredient?.title);

describe("stepIngredients", () => {
  it("takes the lines the author linked, in the order the step names them", () => {
    const butter = line("unsalted butter");
    const garlic = line("garlic");
    const doc = text([
      { text: "Melt the " },
      { type: "ingredient-usage-reference", ingredientUsageId: garlic.id },
      { text: " in the " },
      { type: "ingredient-usage-reference", ingredientUsageId: butter.id },
      { text: "." },
    ]);
    expect(titles(stepIngredients(doc, [butter, garlic]))).toEqual(["garlic", "unsalted butter"]);
  });

  it("ignores a link to a line the page does not show", () => {
    const doc = text([{ type: "ingredient-usage-reference", ingredientUsageId: FLOUR.id }]);
    expect(stepIngredients(doc, [SALT])).toEqual([]);
  });

  it("finds names written in the text as whole words, in plural and any case", () => {
    const onion = line("onion");
    const leaf = line("bay leaf", { plural: "bay leaves" });
    const egg = line("large eggs");
    const used = stepIngredients(
      says("Soften the Onions, tuck in the bay leaves, then beat in the large egg."),
      [egg, leaf, onion],
    );
    expect(titles(used)).toEqual(["onion", "bay leaf", "large eggs"]);
  });

  it("does not read a name inside another word", () => {
    const salt = line("salt");
    const oil = line("oil");
    expect(stepIngredients(says("Boil well-salted water."), [salt, oil])).toEqual([]);
  });

  it("does not take water a step rinses or cools with for the water the recipe lists", () => {
    const water = line("water");
    const ice = line("ice");
    expect(stepIngredients(says("Rinse the rice under cold running water."), [water])).toEqual([]);
    expect(stepIngredients(says("Wash the leeks in cold water."), [water])).toEqual([]);
    expect(stepIngredients(says("Plunge the beans into an ice bath."), [ice])).toEqual([]);
    expect(titles(stepIngredients(says("Stir in the water and knead."), [water]))).toEqual([
      "water",
    ]);
  });

  it("reads an override up to its comma: 'Salt, to taste' is salt", () => {
    expect(titles(stepIngredients(says("Season with salt."), [SALT]))).toEqual(["Salt, to taste"]);
  });

  it("matches accents loosely: jalapeno finds jalapeño", () => {
    const pepper = line("jalapeño");
    expect(stepIngredients(says("Slice the jalapeno."), [pepper])).toEqual([pepper]);
  });

  it("gives the words to the longest name: garlic powder is not the garlic cloves", () => {
    const garlic = line("garlic");
    const powder = line("garlic powder");
    expect(stepIngredients(says("Dust with garlic powder."), [garlic, powder])).toEqual([powder]);
    expect(
      stepIngredients(says("Add the garlic, then the garlic powder."), [powder, garlic]),
    ).toEqual([garlic, powder]);
  });

  it("knows a line by its last word when no other line ends the same way", () => {
    const oil = line("olive oil");
    const butter = line("unsalted butter");
    const used = stepIngredients(says("Heat the oil, then add the butter."), [butter, oil]);
    expect(used).toEqual([oil, butter]);
  });

  it("does not guess between two lines that end in the same word", () => {
    const black = line("black pepper");
    const bell = line("red bell pepper");
    expect(stepIngredients(says("Add the pepper."), [black, bell])).toEqual([]);
    expect(stepIngredients(says("Add the black pepper."), [black, bell])).toEqual([black]);
  });

  it("counts a link and a written mention once, at the first", () => {
    const shrimp = line("shrimp");
    const doc = text([
      { text: "Pat the " },
      { type: "ingredient-usage-reference", ingredientUsageId: shrimp.id },
      { text: " dry; sear the shrimp." },
    ]);
    expect(stepIngredients(doc, [shrimp])).toEqual([shrimp]);
  });

  it("reads words across a bold half and through links and lists", () => {
    const flour = line("flour");
    const sugar = line("sugar");
    const doc = {
      type: "document" as const,
      children: [
        {
          type: "paragraph" as const,
          children: [{ text: "Sift the fl" }, { text: "our", bold: true }, { text: "." }],
        },
        {
          type: "bulleted-list" as const,
          children: [
            {
              type: "list-item" as const,
              children: [{ type: "link" as const, href: "/x", children: [{ text: "sugar" }] }],
            },
          ],
        },
      ],
    };
    expect(stepIngredients(doc, [sugar, flour])).toEqual([flour, sugar]);
  });

  it("finds nothing in an empty step", () => {
    expect(stepIngredients(null, [line("flour")])).toEqual([]);
  });
});

describe("cookSteps", () => {
  it("numbers steps across groups and keeps each group's title", () => {
    const flour = line("bread flour");
    const steps = cookSteps(
      [
        {
          id: "g1",
          title: " Dough ",
          note: null,
          instructions: [step("a", says("Mix the flour.")), step("b", says("Rest."))],
        },
        { id: "g2", title: null, note: null, instructions: [step("c", says("Bake."), 40)] },
      ],
      [flour],
    );
    expect(steps.map((s) => [s.instruction.id, s.number, s.groupTitle])).toEqual([
      ["a", 1, "Dough"],
      ["b", 2, "Dough"],
      ["c", 3, null],
    ]);
    expect(steps[0]?.ingredients).toEqual([flour]);
    expect(steps[1]?.ingredients).toEqual([]);
  });
});
