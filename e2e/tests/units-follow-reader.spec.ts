import type { Page } from "@playwright/test";
import { PREFERENCES_COOKIE } from "../../web/app/lib/recipe-page/preferences";
import { expect, prepareContext, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The reader's units follow the reader: signed out, the browser's own choice holds; signed
 * in, a switch on one site is saved to the account and every site and device they sign in
 * on shows it, over whatever that browser chose before. The demo site's own units are US
 * and °F, the second site's metric and °C, so each step shows a choice, not a default.
 */

const demo = E2E.siteUrl("demo");
const second = E2E.siteUrl("second");
const CHICKEN = /Sheet-Pan Lemon Herb Chicken Thighs/;
const LOAF = /Sourdough Country Loaf/;

/** From the site's recipe index, search and open the recipe, as a reader would. */
async function openRecipe(page: Page, origin: string, search: string, name: RegExp) {
  await page.goto(origin);
  await page.getByRole("link", { name: "All Recipes" }).first().click();
  await page.getByRole("searchbox", { name: "Search recipes" }).fill(search);
  // The results replace the list once the search settles: click in the settled list.
  await expect(page).toHaveURL(/search=/);
  const results = page.locator('main section[aria-busy="false"]').filter({ hasText: "found" });
  await results.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Switches one of the recipe's unit controls while signed in and waits for the save. */
async function switchAndSave(page: Page, radio: string) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/unit-preferences") && response.request().method() === "POST",
  );
  await page.getByRole("radio", { name: radio }).check();
  expect((await saved).status()).toBe(200);
}

/**
 * The step that heats the oven ("Heat the oven to …" in the chicken, "… in the oven and heat
 * to …" in the loaf): its temperature is a measurement the page converts.
 */
const steps = (page: Page) =>
  page
    .locator("main li")
    .filter({ hasText: /Heat the oven to|in the oven and heat to/ })
    .first();

test("a signed-in reader's metric and °C reach their other site and a fresh browser; signed out the browser's choice holds", async ({
  page,
  browser,
}) => {
  // Two sign-ins, a second browser and a dozen page loads: more than one default timeout.
  test.slow();
  const reader = `units-${Date.now()}@example.com`;

  // Signed out on the second site: the browser's own choice (US, °F) is what it shows.
  await openRecipe(page, second, "sourdough", LOAF);
  await expect(steps(page)).toContainText("250°C");
  await page.getByRole("radio", { name: "US units" }).check();
  await page.getByRole("radio", { name: "Fahrenheit" }).check();
  await expect(steps(page)).toContainText("480°F");
  await page.reload();
  await expect(page.getByRole("radio", { name: "US units" })).toBeChecked();
  await expect(steps(page)).toContainText("480°F");

  // Signed in on the demo site, the reader switches to metric and °C.
  await signIn(page, reader, demo);
  await openRecipe(page, demo, "lemon herb chicken", CHICKEN);
  await expect(steps(page)).toContainText("425°F");
  await switchAndSave(page, "Metric units");
  await switchAndSave(page, "Celsius");
  await expect(steps(page)).toContainText("220°C");
  await expect(page.locator("main")).toContainText("680 g");

  // Signed in on the second site, the account's choice beats what this browser chose there.
  await signIn(page, reader, second);
  await openRecipe(page, second, "sourdough", LOAF);
  await expect(page.getByRole("radio", { name: "Metric units" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Celsius" })).toBeChecked();
  await expect(steps(page)).toContainText("250°C");
  await expect(page.locator("main")).toContainText("400 g");

  // Another device: a fresh browser with nothing stored, signed in as the reader on demo.
  const device = await prepareContext(await browser.newContext());
  try {
    const other = await device.newPage();
    await signIn(other, reader, demo);
    // The session comes over from the first browser (sign-in is rate limited per run); its
    // unit cookie must not, or this would be the same browser's choice again.
    await device.clearCookies({ name: PREFERENCES_COOKIE });
    await openRecipe(other, demo, "lemon herb chicken", CHICKEN);
    await expect(other.getByRole("radio", { name: "Metric units" })).toBeChecked();
    await expect(steps(other)).toContainText("220°C");
    await expect(other.locator("main")).toContainText("680 g");
  } finally {
    await device.close();
  }

  // Nobody else's page changed: a signed-out visitor still gets the demo site's US and °F.
  const stranger = await prepareContext(await browser.newContext());
  try {
    const anonymous = await stranger.newPage();
    await openRecipe(anonymous, demo, "lemon herb chicken", CHICKEN);
    await expect(anonymous.getByRole("radio", { name: "US units" })).toBeChecked();
    await expect(steps(anonymous)).toContainText("425°F");
  } finally {
    await stranger.close();
  }
});
