import { reference } from "@schema/reference/index";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue";
import { stepInlines } from "./step-text";

const catalogue = buildCatalogue(
  reference.units,
  reference.ingredients.map((row) => ({ ...row, pluralTitle: row.pluralTitle ?? null })),
);

/** The step as a reader of the source's units would see it: measurements as "[425 °F]". */
const shown = (text: string) =>
  stepInlines(text, catalogue)
    .map((node) =>
      "type" in node && node.type === "measurement"
        ? `[${node.quantity} ${catalogue.unitById.get(node.unitId)?.slug}]`
        : (node as { text: string }).text,
    )
    .join("");

describe("stepInlines", () => {
  it("makes temperatures and amounts measurements", () => {
    expect(shown("Heat the oven to 350°F and add 2 cups of stock.")).toMatch(
      /^Heat the oven to \[350 \S+\] and add \[2 \S+\] of stock\.$/,
    );
  });

  it("drops the source's own conversion in brackets, which the page makes for each reader", () => {
    expect(shown("Heat the oven to 425 °F (220 °C). Roast.")).toMatch(
      /^Heat the oven to \[425 \S+\]\. Roast\.$/,
    );
    expect(shown("Use a 9-inch (23 cm) tin.")).toMatch(/^Use a \[9 \S+\] tin\.$/);
  });

  it("keeps a bracket that says more than the conversion, or measures something else", () => {
    expect(shown("Bake at 180°C (about 350°F) until golden.")).toContain("(about [");
    expect(shown("Add 2 cups (1 pound) flour.")).toContain("(");
  });
});
