import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The reader's Nutrition facts label (issue 30 §4) and the JSON-LD nutrition (§6), on seeded
 * recipes whose labels the seed computed from their lines.
 */

const demo = E2E.siteUrl("demo");
const RECIPE = { slug: "shakshuka", title: "Shakshuka" };
// Subscriber-only: its label is computed like any other, and only its readers may see it.
const LOCKED = "overnight-cinnamon-rolls";

type Nutrients = { calories: number };
type Nutrition = {
  shown: boolean;
  servings: number;
  perServing: Nutrients;
  whole: Nutrients;
};

/** Calories as the FDA label declares them: to 5 up to 50, to 10 above. */
const labelCalories = (kcal: number) =>
  (kcal < 5
    ? 0
    : kcal <= 50
      ? Math.round(kcal / 5) * 5
      : Math.round(kcal / 10) * 10
  ).toLocaleString("en-US");

const label = (page: Page) => page.getByRole("table", { name: /^Nutrition facts/ });

/** A row's cells: per serving, % Daily Value, and the whole recipe at the chosen scale. */
function caloriesRow(page: Page) {
  const row = label(page).getByRole("row", { name: /^Calories/ });
  return {
    perServing: row.getByRole("cell").nth(0),
    whole: row.getByRole("cell").nth(2).locator(".nutrition-scaled:visible"),
  };
}

test("the label gives the API's calories per serving, scales the whole recipe, prints, and is in the JSON-LD", async ({
  page,
  request,
}) => {
  const api = await request.get(`${E2E.apiUrl}/api/v1/site/demo/recipes/${RECIPE.slug}`);
  expect(api.ok()).toBe(true);
  const nutrition = ((await api.json()) as { recipe: { nutrition: Nutrition } }).recipe.nutrition;
  expect(nutrition.shown).toBe(true);

  await page.goto(`${demo}/`);
  await page.getByRole("link", { name: RECIPE.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: RECIPE.title })).toBeVisible();

  const table = label(page);
  await expect(table).toBeVisible();
  await expect(table).toContainText(`Per serving (1 of ${nutrition.servings}`);
  await expect(table.getByRole("columnheader", { name: "Per serving" })).toBeVisible();
  const calories = caloriesRow(page);
  const perServing = labelCalories(nutrition.perServing.calories);
  await expect(calories.perServing).toHaveText(perServing);
  await expect(calories.whole).toHaveText(labelCalories(nutrition.whole.calories));
  await expect(page.getByText(/^Counted from \d+ of \d+ ingredient lines?\.$/)).toBeVisible();

  // The page's own scaler: per serving stays, the whole recipe doubles.
  await page.getByRole("radio", { name: /^2×/ }).check();
  await expect(calories.whole).toHaveText(labelCalories(nutrition.whole.calories * 2));
  await expect(calories.perServing).toHaveText(perServing);
  await expect(table.getByRole("columnheader", { name: /^Whole recipe/ })).toContainText(
    String(nutrition.servings * 2),
  );

  // Paper: the controls go, the label stays, at the reader's scale.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".recipe-controls__units")).toBeHidden();
  await expect(table).toBeVisible();
  await expect(calories.whole).toHaveText(labelCalories(nutrition.whole.calories * 2));
  await page.emulateMedia({ media: "screen" });

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const recipe = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Recipe");
  expect(recipe?.nutrition).toMatchObject({
    "@type": "NutritionInformation",
    servingSize: expect.stringMatching(new RegExp(`^1 of ${nutrition.servings} `)),
    calories: `${perServing.replace(",", "")} kcal`,
    fatContent: expect.stringMatching(/^\d+(\.\d)? g$/),
    sodiumContent: expect.stringMatching(/^\d+(\.\d)? mg$/),
    proteinContent: expect.stringMatching(/^\d+(\.\d)? g$/),
  });
});

test("a subscriber-only recipe's label and figures never reach a reader who may not read it", async ({
  page,
}) => {
  const response = await page.goto(`${demo}/recipes/${LOCKED}`);
  const html = (await response?.text()) ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(html).toContain("recipe-locked");
  // Not even in the page's data: no label markup, no figure names, no structured data.
  for (const word of ["Nutrition facts", "nutrition-facts", "NutritionInformation", "calories"]) {
    expect(html).not.toContain(word);
  }
  await expect(label(page)).toHaveCount(0);

  // The same recipe for its paying reader: the label is there, so the check above could fail.
  await signIn(page, "paid@example.com", demo);
  const paid = await page.goto(`${demo}/recipes/${LOCKED}`);
  expect(await paid?.text()).toContain("Nutrition facts");
  await expect(label(page)).toBeVisible();
});
