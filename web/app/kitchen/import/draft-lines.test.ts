import type { RecipeDraft } from "@schema/api/recipe-import";
import { describe, expect, it } from "vitest";
import { unitBySlug } from "../../lib/recipe/reference.fixture";
import { applyFields, lineFields, lineSummary, replaceUsage } from "./draft-lines";

const units = [{ ...unitBySlug("cup"), id: "u-cup" }];
const ingredients = [
  { id: "i-flour", title: "all-purpose flour" },
  { id: "i-sugar", title: "granulated sugar" },
];
const usage = {
  id: "line-1",
  quantityMin: 2,
  quantityMax: null,
  unitId: "u-cup",
  ingredientId: "i-flour",
  ingredientTitleOverride: null,
  preparation: {
    type: "document" as const,
    children: [{ type: "paragraph" as const, children: [{ text: "sifted" }] }],
  },
  note: null,
};

describe("the import preview's lines", () => {
  it("shows what was picked out of a line", () => {
    expect(lineSummary(usage, units, ingredients)).toEqual({
      quantity: "2",
      unit: "cups",
      ingredient: "all-purpose flour",
      known: true,
      match: "",
      preparation: "sifted",
      note: "",
    });
  });

  it("names the catalogue's ingredient a line's own words were matched to", () => {
    const butter = [{ id: "i-butter", title: "unsalted butter" }];
    const line = { ...usage, ingredientId: "i-butter", ingredientTitleOverride: "butter" };
    expect(lineSummary(line, units, butter)).toMatchObject({
      ingredient: "butter",
      match: "unsalted butter",
    });
    // Words that are the catalogue's own name, in another case, need no second mention.
    const same = { ...line, ingredientTitleOverride: "Unsalted Butter" };
    expect(lineSummary(same, units, butter).match).toBe("");
    // Not in the catalogue: nothing matched.
    const own = { ...line, ingredientId: null, ingredientTitleOverride: "yuzu kosho" };
    expect(lineSummary(own, units, butter).match).toBe("");
  });

  it("applies a fix: another amount and ingredient, a name kept when the catalogue lacks it", () => {
    const fields = lineFields(usage, ingredients);
    expect(fields).toMatchObject({
      quantity: "2",
      unitId: "u-cup",
      ingredientTitle: "all-purpose flour",
    });
    const sugar = applyFields(
      usage,
      { ...fields, ingredientTitle: "Granulated sugar", preparation: "" },
      { min: 1.5, max: null },
      ingredients,
    );
    expect(sugar).toMatchObject({
      quantityMin: 1.5,
      ingredientId: "i-sugar",
      ingredientTitleOverride: null,
      preparation: null,
    });
    const unknown = applyFields(
      usage,
      { ...fields, ingredientTitle: "sumac" },
      { min: 1, max: null },
      ingredients,
    );
    expect(unknown).toMatchObject({ ingredientId: null, ingredientTitleOverride: "sumac" });
  });

  it("replaces the fixed line in its group, leaving the others", () => {
    const draft = {
      title: "T",
      slug: "t",
      imageUrls: [],
      ingredientUsageGroups: [
        { id: "g", title: null, ingredientUsages: [usage, { ...usage, id: "line-2" }] },
      ],
    } as RecipeDraft;
    const next = replaceUsage(draft, { ...usage, quantityMin: 3 });
    expect(next.ingredientUsageGroups?.[0]?.ingredientUsages?.map((u) => u.quantityMin)).toEqual([
      3, 2,
    ]);
  });
});
