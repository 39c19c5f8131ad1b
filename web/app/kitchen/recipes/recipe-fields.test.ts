import { describe, expect, it } from "vitest";
import { fieldLabel, issueFieldKey } from "./recipe-fields";
import { formFromRecipe } from "./recipe-form";
import { fullRecipe } from "./test-recipe.fixture";

const body = {
  ingredientUsageGroups: [
    { id: "g1", ingredientUsages: [{ id: "l1" }, { id: "l2" }] },
    { id: "g2", ingredientUsages: [{ id: "l3" }] },
  ],
  instructionGroups: [{ id: "s-g1", instructions: [{ id: "s1" }] }],
  equipmentUsages: [{ id: "e1" }],
};

describe("issueFieldKey", () => {
  it.each([
    ["title", "title"],
    ["slug", "slug"],
    ["tagIds.2", "tagIds"],
    ["keywords.0", "keywords"],
    ["description.children.0.children.1.href", "description"],
    ["images.3.id", "images"],
    ["ingredientUsageGroups.0.title", "ingredientUsageGroups.g1.title"],
    ["ingredientUsageGroups.1.note.children.0", "ingredientUsageGroups.g2.note"],
    [
      "ingredientUsageGroups.0.ingredientUsages.1.quantityMax",
      "ingredientUsageGroups.g1.ingredientUsages.l2.quantity",
    ],
    [
      "ingredientUsageGroups.0.ingredientUsages.1.quantityMin",
      "ingredientUsageGroups.g1.ingredientUsages.l2.quantity",
    ],
    [
      "ingredientUsageGroups.1.ingredientUsages.0.unitId",
      "ingredientUsageGroups.g2.ingredientUsages.l3.unitId",
    ],
    [
      "ingredientUsageGroups.1.ingredientUsages.0.preparation.children.0",
      "ingredientUsageGroups.g2.ingredientUsages.l3.preparation",
    ],
    [
      "ingredientUsageGroups.0.ingredientUsages.0.id",
      "ingredientUsageGroups.g1.ingredientUsages.l1.quantity",
    ],
    ["ingredientUsageGroups", "ingredientUsageGroups"],
    [
      "instructionGroups.0.instructions.0.timerMinutes",
      "instructionGroups.s-g1.instructions.s1.timerMinutes",
    ],
    [
      "instructionGroups.0.instructions.0.imageIds.1",
      "instructionGroups.s-g1.instructions.s1.imageIds",
    ],
    [
      "instructionGroups.0.instructions.0.content.children.0",
      "instructionGroups.s-g1.instructions.s1.content",
    ],
    ["equipmentUsages.0.link", "equipmentUsages.e1.link"],
    ["equipmentUsages.0", "equipmentUsages.e1.equipmentId"],
  ])("files %s under %s", (path, key) => {
    expect(issueFieldKey(path, body)).toBe(key);
  });

  it("files a path to an item that is gone under its list", () => {
    expect(issueFieldKey("ingredientUsageGroups.7.title", body)).toBe("ingredientUsageGroups");
    expect(issueFieldKey("equipmentUsages.4.note", body)).toBe("equipmentUsages");
  });
});

describe("fieldLabel", () => {
  const form = formFromRecipe(fullRecipe());
  const [first, second] = form.ingredientGroups;

  it("names fields the way the form shows them", () => {
    expect(fieldLabel("title", form)).toBe("Title");
    expect(fieldLabel(`ingredientUsageGroups.${second?.id}.title`, form)).toBe(
      "Ingredients, group 2: title",
    );
    expect(
      fieldLabel(
        `ingredientUsageGroups.${first?.id}.ingredientUsages.${first?.lines[1]?.id}.quantity`,
        form,
      ),
    ).toBe("Ingredients, group 1, line 2: amount");
  });
});
