import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { renderedFont } from "../support/rendered-font";
import { signIn } from "../support/sign-in";

async function chooseTypeTheme(page: Page, title: string, previewFamily?: RegExp) {
  await page.goto("/kitchen/second/settings");
  await page
    .getByRole("group", { name: "Type theme" })
    .getByRole("radio", { name: new RegExp(`^${title}`) })
    .check();
  // The preview draws the theme before it is saved, in its own fonts.
  if (previewFamily) {
    await expect
      .poll(async () => (await renderedFont(page, ".theme-preview__title"))?.familyName)
      .toMatch(previewFamily);
  }
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
}

async function titleFontOnSite(page: Page) {
  await page.goto(`${E2E.siteUrl("second")}/recipes`);
  await page.locator(".recipe-card__link").first().click();
  await expect(page.locator("h1.recipe-header__title")).toBeVisible();
}

/** Choosing another type theme in Settings changes the font readers' browsers draw with. */
test("a new type theme changes the font the site's recipe titles are rendered in", async ({
  page,
}) => {
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await titleFontOnSite(page);
  // The second site's Cookbook theme: Libre Baskerville titles.
  await expect
    .poll(async () => (await renderedFont(page, "h1.recipe-header__title"))?.familyName)
    .toBe("Libre Baskerville");
  try {
    await chooseTypeTheme(page, "Modern", /^Space Grotesk\b/);
    await titleFontOnSite(page);
    await expect
      .poll(async () => (await renderedFont(page, "h1.recipe-header__title"))?.familyName)
      // The family's files name themselves by instance ("Space Grotesk Light" for all weights).
      .toMatch(/^Space Grotesk\b/);
  } finally {
    await chooseTypeTheme(page, "Cookbook");
  }
});
