import type { RecipeDraft, RecipeParseResponse } from "@schema/api/recipe-import";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
      units: [],
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
});
