import { type Browser, expect, type Page, test } from "@playwright/test";
import { hydrationAwareNavigation } from "../support/hydration";
import { E2E } from "../support/ports";

/**
 * The newsletter pop-up waits its turn: it opens 4 s after the first page of a visit, but
 * never over another sheet, dialog or menu, while a step timer is in use or while the reader
 * types; then it waits for the next page. A first-time visitor here (other specs start with
 * the pop-up closed); the page's clock is Playwright's, paused before the first page loads and
 * moved on by hand: a running fake clock would also count the seconds a busy machine spends
 * loading the page, and open the pop-up before the test looks.
 */

const demo = E2E.siteUrl("demo");
const POPUP = { name: "Get notified about new recipes" };

async function firstVisit(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  hydrationAwareNavigation(context);
  const page = await context.newPage();
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(`${demo}${path}`);
  return page;
}

test("with nothing else open it opens 4 s after the first page", async ({ browser }) => {
  const page = await firstVisit(browser, "/recipes");
  await page.clock.runFor(3_000);
  await expect(page.getByRole("dialog", POPUP)).toHaveCount(0);
  await page.clock.runFor(1_500);
  const popup = page.getByRole("dialog", POPUP);
  await expect(popup).toBeVisible();
  // Its form signs the visitor up, thanks them, and the pop-up closes 2 s later.
  await popup.getByLabel("Email address").fill(`popup-${Date.now()}@example.com`);
  await popup.getByRole("button", { name: "Subscribe" }).click();
  await expect(popup.getByRole("status")).toContainText("Thanks for subscribing!");
  await page.clock.runFor(2_100);
  await expect(popup).toHaveCount(0);
  await page.context().close();
});

test("not over the open Filters sheet: it waits for the next page", async ({ browser }) => {
  const page = await firstVisit(browser, "/recipes");
  await page.getByRole("link", { name: /^Filters/ }).click();
  const filters = page.getByRole("dialog", { name: /Filters/ });
  await expect(filters).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", POPUP)).toHaveCount(0);
  // The sheet still takes taps.
  await filters.getByRole("group", { name: "Meal" }).getByRole("checkbox").first().check();
  await expect(page.getByRole("dialog", { name: /Filters \(1\)/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(filters).toHaveCount(0);
  // Closing the sheet is not a new page: still nothing.
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", POPUP)).toHaveCount(0);

  await page
    .getByRole("link", { name: /Garlic Butter Shrimp Linguine/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/recipes\/garlic-butter-shrimp-linguine$/);
  await page.clock.runFor(4_500);
  await expect(page.getByRole("dialog", POPUP)).toBeVisible();
  await page.context().close();
});

test("not while a step timer runs, nor while the reader types", async ({ browser }) => {
  const page = await firstVisit(browser, "/recipes/garlic-butter-shrimp-linguine");
  await page
    .getByRole("button", { name: /Start timer/ })
    .first()
    .click();
  await expect(page.getByRole("timer").first()).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", POPUP)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pause" })).toBeEnabled();
  await page.getByRole("button", { name: "Close timer" }).click();
  await expect(page.getByRole("timer")).toHaveCount(0);

  // The next page: the reader is typing a search there when the moment comes.
  await page.getByRole("link", { name: "Recipes", exact: true }).first().click();
  await expect(page).toHaveURL(/\/recipes$/);
  const search = page.getByRole("searchbox", { name: "Search recipes" });
  await search.click();
  await search.pressSequentially("garl");
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", POPUP)).toHaveCount(0);
  await expect(search).toBeFocused();
  await page.context().close();
});
