import { describe, expect, it } from "vitest";
import { nutritionLabelHtml } from "./nutrition-label.server";
import { testNutrition, testRecipe } from "./test-recipe.fixture";

/** The label's markup as the loader hands it to the page (and the page to every reader). */

const labelOf = (...args: Parameters<typeof testNutrition>) =>
  nutritionLabelHtml(testRecipe({ nutrition: testNutrition(...args) })) ?? "";

/** The text of each row: its header cell and data cells, tags dropped. */
function rows(html: string): string[] {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) =>
    [...(match[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)]
      .map((cell) => (cell[1] ?? "").replace(/<[^>]+>/g, "|").replace(/\|+/g, "|"))
      .join(" / "),
  );
}

/** The whole-recipe figure shown at one multiplier. */
function wholeAt(html: string, row: string, scale: number): string | undefined {
  const tr = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].find((match) =>
    match[1]?.includes(`>${row}</th>`),
  )?.[1];
  return new RegExp(`data-scale="${scale}">([^<]*)<`).exec(tr ?? "")?.[1];
}

describe("the reader's nutrition label", () => {
  it("is a table with a caption that names the serving, and header cells", () => {
    const html = labelOf();
    expect(html).toMatch(/^<section class="nutrition" aria-labelledby="nutrition-heading">/);
    expect(html).toContain(
      '<caption><h2 id="nutrition-heading" class="nutrition-facts__title">Nutrition facts</h2>' +
        '<span class="nutrition-facts__serving">Per serving (1 of 8 slices)</span></caption>',
    );
    expect(html).toContain('<th scope="col">Per serving</th>');
    expect(html).toContain('<th scope="row">Total Fat</th>');
  });

  it("gives per serving the FDA's rounding and % Daily Value, sugars without one", () => {
    const table = rows(labelOf());
    expect(table[1]).toMatch(/^Calories \/ 240 \/ {2}\//);
    expect(table[2]).toMatch(/^Total Fat \/ 12 g \/ 15% \//);
    expect(table[3]).toMatch(/^Saturated Fat \/ 1.5 g \/ 8% \//);
    expect(table[4]).toMatch(/^Cholesterol \/ 30 mg \/ 10% \//);
    expect(table[5]).toMatch(/^Sodium \/ 430 mg \/ 19% \//);
    expect(table[8]).toMatch(/^Total Sugars \/ &lt;1 g \/ {2}\//);
    expect(table[10]).toMatch(/^Vitamin D \/ 2 mcg \/ 10% \//);
    expect(table[12]).toMatch(/^Iron \/ 8 mg \/ 45% \//);
  });

  it("holds the whole recipe at every multiplier of the page's scaler", () => {
    const html = labelOf();
    // 243.4 kcal × 8 servings, rounded to 10; half the recipe and four times it.
    expect(wholeAt(html, "Calories", 1)).toBe("1,950");
    expect(wholeAt(html, "Calories", 0.5)).toBe("970");
    expect(wholeAt(html, "Calories", 4)).toBe("7,790");
    expect(wholeAt(html, "Total Fat", 2)).toBe("196 g");
    expect(html).toContain('<span class="nutrition-scaled" data-scale="2"> (16 slices)</span>');
  });

  it("says what it counted and names what it did not, with why", () => {
    const html = labelOf({
      coverage: {
        countedLines: 9,
        totalLines: 11,
        measuredLines: 10,
        uncounted: [
          { ingredientUsageId: "a", name: "salt", reason: "no-quantity" },
          { ingredientUsageId: "b", name: "Nonna's <sauce>", reason: "no-food" },
        ],
        implausible: [],
      },
    });
    expect(html).toContain("Counted from 9 of 11 ingredient lines.");
    // Creator text is escaped: the page inserts this markup as it is.
    expect(html).toContain(
      "Not counted: salt (to taste), Nonna&#x27;s &lt;sauce&gt; (no food data).",
    );
    expect(html).toContain("USDA National Nutrient Database for Standard Reference (SR26)");
  });

  it("shows nothing when the recipe or the site hides nutrition, complete or not", () => {
    expect(labelOf({ shown: false, hidden: "recipe" })).toBe("");
    expect(labelOf({ shown: false, hidden: "site", incomplete: true })).toBe("");
  });

  it("prints only the nutrients an author's figures give", () => {
    const html = labelOf({ source: "author", provided: ["calories", "protein"] });
    expect(html).toContain("Calories");
    expect(html).toContain("Protein");
    expect(html).not.toContain("Sodium");
    expect(html).not.toContain("Total Fat");
  });

  it("says an incomplete label is incomplete, with no figures", () => {
    const html = labelOf({
      shown: false,
      incomplete: true,
      coverage: {
        countedLines: 1,
        totalLines: 3,
        measuredLines: 3,
        uncounted: [
          { ingredientUsageId: "a", name: "saffron", reason: "no-weight" },
          { ingredientUsageId: "b", name: "pesto", reason: "no-food" },
        ],
        implausible: [],
      },
    });
    expect(html).toContain("nutrition label is incomplete");
    expect(html).toContain("Not counted: saffron (no known weight), pesto (no food data).");
    expect(html).not.toContain("<table");
    expect(html).not.toMatch(/\d+ (g|mg)\b/);
  });

  it("credits the author's own figures", () => {
    expect(labelOf({ source: "author" })).toContain("Provided by the author.");
    expect(labelOf({ source: "author" })).not.toContain("Counted from");
  });

  it("shows the whole recipe alone when the recipe gives no servings", () => {
    const html = labelOf({ servings: null, perServing: null });
    expect(html).toContain("For the whole recipe");
    expect(html).not.toContain("Per serving");
    expect(html).not.toContain("Daily Value");
  });

  it("is absent without a label, when nothing was counted, and for a locked recipe", () => {
    expect(nutritionLabelHtml(testRecipe())).toBeNull();
    expect(labelOf({ shown: false, incomplete: false })).toBe("");
    const locked = testRecipe({
      nutrition: testNutrition(),
      access: { full: false, reason: "locked" },
    });
    expect(nutritionLabelHtml(locked)).toBeNull();
  });
});
