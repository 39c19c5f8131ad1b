import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A cookbook-layout site keeps its book bar on recipe pages (docs/spec/visitor-experience.md §2,
 * "Cookbook layout"): the book's title, back to its front, and a search button to /recipes.
 */

const second = E2E.siteUrl("second");
const BOOK = "Theo's Bakehouse";

async function chooseLayout(page: Page, layout: "Cookbook" | "Standard") {
  await page.goto("/kitchen/second/overview");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Home page" })
    .click();
  await page
    .getByRole("group", { name: "Page layout" })
    .getByRole("radio", { name: new RegExp(`^${layout}`) })
    .check();
  await page.getByRole("button", { name: "Save home page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Home page saved." })).toBeVisible();
}

test("a cookbook site's recipe page shows the book bar, whose search button goes to /recipes", async ({
  page,
}) => {
  // A sign-in, two saves in the kitchen and the site's pages in between: a busy machine
  // needs more than the default timeout.
  test.slow();
  await signIn(page, "baker@example.com", E2E.platformUrl);
  try {
    await chooseLayout(page, "Cookbook");

    // The reader opens the book and picks a recipe from its table of contents.
    await page.goto(second);
    const contents = page.getByRole("region", { name: "Contents" });
    await contents.getByRole("link", { name: "Sourdough Country Loaf" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Sourdough Country Loaf" }),
    ).toBeVisible();

    const bar = page.getByRole("navigation", { name: "Book" });
    await expect(bar.getByRole("link", { name: BOOK })).toBeVisible();
    await bar.getByRole("link", { name: "Search recipes" }).click();
    await expect(page).toHaveURL(`${second}/recipes`);
    await expect(page.getByRole("searchbox", { name: "Search recipes" })).toBeVisible();

    // Back in the book: the title leads to its front page.
    await page.goBack();
    await page.getByRole("navigation", { name: "Book" }).getByRole("link", { name: BOOK }).click();
    await expect(page).toHaveURL(`${second}/`);
    await expect(page.getByRole("region", { name: "Contents" })).toBeVisible();
  } finally {
    await chooseLayout(page, "Standard");
  }
  // A standard site's recipe page has no book bar.
  await page.goto(`${second}/recipes/sourdough-country-loaf`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sourdough Country Loaf" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Book" })).toHaveCount(0);
});
