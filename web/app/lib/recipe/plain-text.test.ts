import type { RichText } from "@schema/content/rich-text";
import { describe, expect, it } from "vitest";
import { plainTextOf } from "./plain-text";
import { catalogueUnits, unitBySlug } from "./reference.fixture";

const usageId = "00000000-0000-4000-8000-000000000001";

const step: RichText = {
  type: "document",
  children: [
    {
      type: "paragraph",
      children: [
        { text: "Bake at " },
        { type: "measurement", quantity: 350, unitId: unitBySlug("fahrenheit").id },
        { text: " with the " },
        { type: "ingredient-usage-reference", ingredientUsageId: usageId },
        { text: ", see " },
        { type: "link", href: "https://example.com", children: [{ text: "this", bold: true }] },
        { text: "." },
      ],
    },
    {
      type: "bulleted-list",
      children: [
        { type: "list-item", children: [{ text: "one" }] },
        { type: "list-item", children: [{ text: "two" }] },
      ],
    },
  ],
};

describe("plainTextOf", () => {
  it("keeps measurements as written and drops references by default", () => {
    expect(plainTextOf(step, { units: catalogueUnits })).toBe(
      "Bake at 350°F with the , see this.\none\ntwo",
    );
  });

  it("uses the given measurement and reference texts", () => {
    expect(
      plainTextOf(step, {
        measurement: () => "175°C",
        ingredientReference: (id) => (id === usageId ? "flour" : "?"),
      }),
    ).toBe("Bake at 175°C with the flour, see this.\none\ntwo");
  });

  it("shows the bare number for unknown units and nothing for no document", () => {
    expect(plainTextOf(step).startsWith("Bake at 350 with")).toBe(true);
    expect(plainTextOf(null)).toBe("");
    expect(plainTextOf({ type: "document", children: [] })).toBe("");
  });
});
