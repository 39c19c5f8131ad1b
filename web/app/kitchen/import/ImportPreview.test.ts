import type { RecipeDraft, RecipeParseResponse } from "@schema/api/recipe-import";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogueUnits, unitBySlug } from "../../lib/recipe/reference.fixture";
import { ImportPreview } from "./ImportPreview";

/** The preview's server render, its tags dropped: what the creator reads before "Create draft". */
function previewText(draft: RecipeDraft): string {
  const parsed: RecipeParseResponse = {
    draft,
    lines: [],
    steps: [],
    terms: { categories: [], cuisines: [], diets: [] },
    equipment: [],
    warnings: [],
    sourceUrl: null,
  };
  const html = renderToStaticMarkup(
    createElement(ImportPreview, {
      parsed,
      draft,
      units: catalogueUnits,
      ingredients: [],
      busy: false,
      onDraftChange: () => {},
      onCreate: () => {},
    }),
  );
  return html.replace(/<[^>]+>/g, "\n").replace(/&#x27;/g, "'");
}

const draft = (fields: Partial<RecipeDraft>): RecipeDraft => ({
  title: "Lemon Herb Roast Chicken",
  slug: "lemon-herb-roast-chicken",
  imageUrls: [],
  ...fields,
});

describe("ImportPreview", () => {
  it("reads the times as the recipe page will: the leftover of the source's total is Other, the total all of them", () => {
    // The source's PT15M, PT1H15M and PT1H45M, as the importer keeps them.
    const text = previewText(
      draft({
        prepTimeMinutes: 15,
        cookTimeMinutes: 75,
        customTimeLabel: null,
        customTimeMinutes: 15,
        yieldServings: 4,
      }),
    );
    expect(text).toContain(
      "Prep 15 min · Cook 1 hr 15 min · Other 15 min · Total 1 hr 45 min · Serves 4",
    );
  });

  it("names a time of the recipe's own by its label, and adds no total to a single time", () => {
    expect(previewText(draft({ customTimeLabel: "Total", customTimeMinutes: 45 }))).toContain(
      "\nTotal 45 min\n",
    );
  });

  it("writes a step's measurements as the recipe page does, in fractions", () => {
    // The pasted text's "Heat a griddle to 375°F and cook 1/4 cup of batter per pancake".
    const measurement = (quantity: number, slug: string) => ({
      type: "measurement" as const,
      quantity,
      unitId: unitBySlug(slug).id,
    });
    const text = previewText(
      draft({
        instructionGroups: [
          {
            id: crypto.randomUUID(),
            title: null,
            instructions: [
              {
                id: crypto.randomUUID(),
                content: {
                  type: "document",
                  children: [
                    {
                      type: "paragraph",
                      children: [
                        { text: "Heat a griddle to " },
                        measurement(375, "fahrenheit"),
                        { text: " and cook " },
                        measurement(0.25, "cup"),
                        { text: " of batter per pancake." },
                      ],
                    },
                  ],
                },
              },
            ],
          },
        ],
      }),
    );
    expect(text.replace(/\n/g, "")).toContain(
      "Heat a griddle to 375°F and cook ¼ cup of batter per pancake.",
    );
  });
});
