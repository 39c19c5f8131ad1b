import type { Page } from "@playwright/test";
import { expect, prepareContext, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The server renders a recipe's ingredients, steps and notes once per scale and choice of
 * units and reuses that markup for the next viewer (components/kept/KeptMarkup.tsx). In the
 * browser the page must hydrate over it as over its own render, and a viewer who may not read
 * a recipe must never get the lists a paying reader was sent.
 */

const demo = E2E.siteUrl("demo");
const RECIPE = "garlic-butter-shrimp-linguine";
const LOCKED = "overnight-cinnamon-rolls";
// Words that appear only in the locked recipe's steps and notes.
const SECRETS = ["stand until foamy", "dough hook on low", "freeze well for a month"];

/** Errors the page reports: React reports a failed hydration as an uncaught error. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("the kept lists hydrate as the page's own: ticking, scaling and the steps work, with no error", async ({
  page,
}) => {
  const errors = pageErrors(page);
  // Twice each: the second view gets the markup the first one left in the server's memory.
  for (const query of ["", "", "?scale=2&units=metric", "?scale=2&units=metric"]) {
    await page.goto(`${demo}/recipes/${RECIPE}${query}`);
    const ingredients = page.getByRole("region", { name: /Ingredients/ });
    const line = ingredients.getByRole("checkbox").first();
    await line.check();
    await expect(line).toBeChecked();
    // The label is the line: it names its own checkbox.
    const id = await line.getAttribute("id");
    await expect(page.locator(`label[for="${id}"]`)).toHaveCount(1);
    await page.getByRole("radio", { name: /^2×/ }).check();
    await page.getByRole("radio", { name: "Metric units" }).check();
    await expect(ingredients).toContainText("680 g");
    await page.getByRole("radio", { name: /^1×/ }).check();
    await page.getByRole("radio", { name: "US units" }).check();
    await expect(ingredients).toContainText("12 ounces");
    // A collapsed list opens again: its button still controls its own region.
    const toggle = ingredients.getByRole("button", { name: /Ingredients/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(line).toBeHidden();
    await toggle.click();
    await expect(line).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("after a paying reader's view, a free reader and a visitor still get the preview only", async ({
  page,
  browser,
}) => {
  await signIn(page, "paid@example.com", demo);
  await page.goto(`${demo}/recipes/${LOCKED}`);
  for (const secret of SECRETS) expect(await page.content()).toContain(secret);

  // Each in a browser of their own: a visitor (the preview as the edge caches it, or made
  // afresh), and a free reader, whose view is always made for them.
  for (const email of [null, "reader@example.com"]) {
    const context = await prepareContext(await browser.newContext());
    const other = await context.newPage();
    if (email) await signIn(other, email, demo);
    await other.goto(`${demo}/recipes/${LOCKED}`);
    await expect(other.getByText("This is a premium recipe")).toBeVisible();
    for (const secret of SECRETS) expect(await other.content()).not.toContain(secret);
    await context.close();
  }
});

test("a recipe's document carries its nutrition label and JSON-LD once, not again in its data", async ({
  page,
}) => {
  const count = (text: string, word: string) => text.split(word).length - 1;
  const errors = pageErrors(page);
  const response = await page.goto(`${demo}/recipes/shakshuka`);
  const html = (await response?.text()) ?? "";
  const label = page.getByRole("table", { name: /^Nutrition facts/ });
  await expect(label).toBeVisible();
  // Every mention of the label's class is inside the label itself; the JSON-LD's nutrition once.
  const labelHtml = await page.locator(".nutrition-slot").innerHTML();
  expect(count(labelHtml, "nutrition-facts")).toBeGreaterThan(0);
  expect(count(html, "nutrition-facts")).toBe(count(labelHtml, "nutrition-facts"));
  expect(count(html, "NutritionInformation")).toBe(1);

  // Hydrated over the server's content: scaling keeps the label and the JSON-LD whole.
  await page.getByRole("radio", { name: /^2×/ }).check();
  await expect(label).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? "")).toMatchObject({ "@type": "Recipe", name: "Shakshuka" });
  expect(errors).toEqual([]);
});
