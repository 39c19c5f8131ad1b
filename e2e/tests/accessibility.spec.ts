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

test("the API reference has no serious violations on a phone: its tables wrap, not scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${E2E.platformUrl}/developers/api`);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.length} nodes`)).toEqual([]);
});

/**
 * WCAG 2.4.11: the kitchen's sticky Save bar must not cover the control the keyboard moved
 * to. Tab walks Settings from its top, and the middle of each focused control must be the
 * control (or its label), not the bar.
 */
test("the kitchen's sticky Save bar never covers the control the keyboard is on", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Save settings" }).waitFor();
  await page.locator("main").click({ position: { x: 1, y: 1 } });
  const covered: string[] = [];
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press("Tab");
    const hidden = await page.evaluate(() => {
      const control = document.activeElement;
      if (!(control instanceof HTMLElement) || control.closest(".section-form__footer")) {
        return null;
      }
      const box = control.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const top = document.elementFromPoint(x, y);
      return top?.closest(".section-form__footer") ? control.outerHTML.slice(0, 100) : null;
    });
    if (hidden) covered.push(hidden);
  }
  expect(covered).toEqual([]);
});
