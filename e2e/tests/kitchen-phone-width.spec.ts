import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * On a phone no page pans sideways: a table wider than the screen scrolls inside its own box
 * (.table-scroll), and nothing else reaches past the screen's edge. The subscribers table's
 * hidden labels once stretched its page to twice the screen, and the events, the recipe
 * editor's nutrition breakdown and the API reference had tables with no box at all.
 */

// A phone's screen, with its way of laying pages out (the page's viewport meta applies).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** How far the page reaches past the screen's right edge, in CSS pixels (0: it does not). */
const sidewaysPan = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectNoSidewaysPan(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect(await sidewaysPan(page), `${page.url()} pans sideways`).toBe(0);
}

test("the kitchen and the account area fit a phone's width", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);

  const kitchen = "/kitchen/demo";
  const pages: [string, string | RegExp][] = [
    [`${kitchen}/overview`, "Overview"],
    [`${kitchen}/recipes`, "Recipes"],
    [`${kitchen}/subscribers`, "Subscribers"],
    [`${kitchen}/comments`, "Comments"],
    [`${kitchen}/events`, "Events"],
    [`${kitchen}/contributors`, "Contributors"],
    [`${kitchen}/collections`, "Collections"],
    [`${kitchen}/settings`, "Settings"],
    ["/developers/api", "Recipe Platform API"],
    ["/bookmarks", "Bookmarks"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expectNoSidewaysPan(page, heading);
  }

  // The recipe editor, with its nutrition breakdown open where the recipe has one.
  await page.goto(`${kitchen}/recipes`);
  await page.getByLabel("Search recipes").fill("Shakshuka");
  await page.getByRole("link", { name: "Edit Shakshuka", exact: true }).first().click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Shakshuka");
  expect(await sidewaysPan(page), "the recipe editor pans sideways").toBe(0);
});
