import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { openRecipeEditor } from "../support/kitchen";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/** axe-core on the pages readers use most: no serious or critical violations. */
const pages = [
  ["home", `${E2E.siteUrl("demo")}/`],
  ["recipe index", `${E2E.siteUrl("demo")}/recipes`],
  ["recipe", `${E2E.siteUrl("demo")}/recipes/garlic-butter-shrimp-linguine`],
  // Its nutrition label is shown (recipe-nutrition.spec.ts checks that it is).
  ["recipe with its nutrition label", `${E2E.siteUrl("demo")}/recipes/shakshuka`],
  ["contributors", `${E2E.siteUrl("demo")}/contributors`],
  ["second site home", `${E2E.siteUrl("second")}/`],
  ["sign-in", `${E2E.siteUrl("demo")}/sign-in`],
] as const;

for (const [name, url] of pages) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(url);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}

/**
 * The kitchen's busiest forms, signed in as their creator: no serious or critical
 * violations, and headings that go down one level at a time (a screen reader's outline of
 * the editor's groups and of Settings' preview).
 */
const kitchenPages = [
  ["the kitchen's Settings", "/kitchen/demo/settings"],
  ["a new event", "/kitchen/demo/events/new"],
] as const;

async function expectKitchenPageAccessible(page: Page) {
  const wcag = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = wcag.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" "))}`)).toEqual([]);
  const order = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  expect(order.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
}

for (const [name, path] of kitchenPages) {
  test(`${name} has no serious violations and its headings in order`, async ({ page }) => {
    await signIn(page, "chef@example.com", E2E.platformUrl);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectKitchenPageAccessible(page);
  });
}

test("the recipe editor has no serious violations and its headings in order", async ({ page }) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await openRecipeEditor(page, "Shakshuka");
  await expectKitchenPageAccessible(page);
});
