import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";

/** Reading a creator site: search, filters, a recipe at 2× in metric, a timer, collections. */

const demo = E2E.siteUrl("demo");
const RECIPE = "garlic-butter-shrimp-linguine";

test("search narrows the index and an unknown word says so", async ({ page }) => {
  await page.goto(`${demo}/recipes`);
  await expect(page.getByRole("heading", { name: "All recipes" })).toBeVisible();
  const grid = page.locator("main").getByRole("link", { name: /Garlic Butter Shrimp Linguine/ });
  await expect(grid.first()).toBeVisible();

  await page.getByRole("searchbox", { name: "Search recipes" }).fill("shrimp");
  await expect(page).toHaveURL(/search=shrimp/);
  await expect(page.getByRole("heading", { name: "All recipes" })).toBeHidden();
  await expect(grid.first()).toBeVisible();
  const results = page.locator("main article, main li").filter({ has: page.getByRole("link") });
  expect(await results.count()).toBeLessThan(44);

  await page.getByRole("searchbox", { name: "Search recipes" }).fill("xylophonium");
  await expect(page.getByText("No recipes found for this search")).toBeVisible();
  // A way back from nothing: every recipe again, the search box emptied.
  await page.getByRole("link", { name: "Clear the search and filters" }).click();
  await expect(page.getByRole("heading", { name: "All recipes" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search recipes" })).toHaveValue("");

  // A search typed keeps the order and rating chosen before it.
  await page.goto(`${demo}/recipes?sort=top-rated&rating=4`);
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("soup");
  await expect(page).toHaveURL(/search=soup/);
  const query = new URL(page.url()).searchParams;
  expect([query.get("sort"), query.get("rating")]).toEqual(["top-rated", "4"]);
});

test("a result clicked before the search's pause ends opens the recipe, not the search", async ({
  page,
}) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(`${demo}/recipes`);
  await page.waitForFunction(() => "__remixRouter" in window);
  // The recipe's data is held until the pause has ended, so the waiting search would fire
  // while the click's navigation is still under way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/recipes/${RECIPE}\\.data`), async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("shrimp");
  await page
    .locator("main")
    .getByRole("link", { name: /Garlic Butter Shrimp Linguine/ })
    .first()
    .click();
  await page.clock.runFor(1_000);
  release();
  await expect(
    page.getByRole("heading", { level: 1, name: "Garlic Butter Shrimp Linguine" }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/recipes/${RECIPE}$`));
});

/** Every option of the open Filters dialog with its count, once no counts are on their way. */
async function optionCounts(page: Page) {
  await expect(page.getByRole("dialog").locator("form[aria-busy=true]")).toHaveCount(0);
  return page
    .getByRole("dialog")
    .getByRole("checkbox")
    .evaluateAll((boxes) =>
      boxes.map(
        (box) => `${box.closest("label")?.textContent}${box.matches(":disabled") ? " off" : ""}`,
      ),
    );
}

test("the Filters dialog filters by a meal and counts the selection, keeping the order", async ({
  page,
}) => {
  // Sorted by rating first: applying filters changes the filters, not the order.
  await page.goto(`${demo}/recipes?sort=top-rated`);
  await waitForHydration(page);
  // A link to ?filters=open without JavaScript; with it, the link opens the dialog in place.
  await page.getByRole("link", { name: /^Filters/ }).click();
  const dialog = page.getByRole("dialog", { name: /Filters \(0\)/ });
  await expect(dialog).toBeVisible();
  const siteWide = await optionCounts(page);
  await dialog
    .getByRole("group", { name: "Meal" })
    .getByRole("checkbox", { name: /Breakfast/ })
    .check();
  await expect(page.getByRole("dialog", { name: /Filters \(1\)/ })).toBeVisible();
  // The other groups' counts now say what each would list with Breakfast, before Done.
  await expect.poll(() => optionCounts(page)).not.toEqual(siteWide);
  const withBreakfast = await optionCounts(page);
  // Tab goes round inside the dialog, never out to the browser's toolbar.
  await page.getByRole("button", { name: "Done" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Done" })).toBeFocused();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page).toHaveURL(/meal=breakfast/);
  expect(new URL(page.url()).searchParams.get("sort")).toBe("top-rated");
  await expect(page.getByRole("link", { name: /Shakshuka/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Garlic Butter Shrimp Linguine/ })).toHaveCount(0);
  // The page's own counts, opened again, are the ones the dialog showed before Done (an
  // option that lists nothing has left it, and the most used come first).
  await page.getByRole("link", { name: /^Filters/ }).click();
  await expect(page.getByRole("dialog", { name: /Filters \(1\)/ })).toBeVisible();
  expect((await optionCounts(page)).sort()).toEqual(
    withBreakfast.filter((option) => !option.endsWith(" off")).sort(),
  );
});

test("a recipe scales to 2× and switches to metric, and the choice survives a reload", async ({
  page,
}) => {
  await page.goto(`${demo}/recipes/${RECIPE}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Garlic Butter Shrimp Linguine" }),
  ).toBeVisible();
  const ingredients = page
    .locator("#ingredients, [aria-labelledby*=ingredients], section:has(h2:text('Ingredients'))")
    .first();
  await expect(ingredients).toContainText("12 ounces");

  await expect(page.getByText("Makes: 4 servings", { exact: true })).toBeVisible();
  await page.getByRole("radio", { name: /^2×/ }).check();
  await expect(ingredients).toContainText("1½ pounds");
  // The yield line follows, worded on the server for every multiplier.
  await expect(page.getByText("Makes: 8 servings", { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "2×, makes 8 servings" })).toBeChecked();

  await page.getByRole("radio", { name: "Metric units" }).check();
  await expect(ingredients).toContainText("680 g");
  await expect(ingredients).not.toContainText("ounces");

  await page.reload();
  await expect(page.getByRole("radio", { name: "Metric units" })).toBeChecked();
  await expect(ingredients).toContainText("g linguine");
});

test("a step timer starts, counts down and resets", async ({ page }) => {
  await page.clock.install();
  await page.goto(`${demo}/recipes/${RECIPE}`);
  const startButton = page.getByRole("button", { name: /Start timer/ }).first();
  // The step's whole duration ("9 min") is what a reset shows again ("09:00"). It is read
  // from the button, not from the countdown: the clock runs while the countdown's code loads,
  // so the first second may already have gone by the time it shows.
  const minutes = Number(/(\d+) min/.exec((await startButton.textContent()) ?? "")?.[1]);
  const full = `${String(minutes).padStart(2, "0")}:00`;
  await startButton.click();
  const display = page.getByRole("timer").first();
  await expect(display).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(display).not.toHaveText(full);
  await page.getByRole("button", { name: "Pause" }).click();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(display).toHaveText(full);
  await page.getByRole("button", { name: "Close timer" }).click();
  await expect(page.getByRole("timer")).toHaveCount(0);
});

test("recipe JSON-LD parses and has Google's required and recommended properties", async ({
  page,
}) => {
  await page.goto(`${demo}/recipes/${RECIPE}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const recipe = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Recipe");
  expect(recipe).toBeTruthy();
  expect(recipe).toMatchObject({
    "@context": "https://schema.org",
    name: "Garlic Butter Shrimp Linguine",
    author: { "@type": "Person" },
  });
  for (const key of [
    "image",
    "datePublished",
    "description",
    "prepTime",
    "cookTime",
    "totalTime",
    "recipeYield",
    "recipeIngredient",
    "recipeInstructions",
    "recipeCategory",
    "recipeCuisine",
    "keywords",
  ]) {
    expect(recipe, key).toHaveProperty(key);
  }
  expect(recipe.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
  expect(recipe.recipeIngredient.length).toBeGreaterThan(5);
  const step = recipe.recipeInstructions[0];
  expect(["HowToStep", "HowToSection"]).toContain(step["@type"]);
});

test("collections show three, then all after 'Show more'", async ({ page }) => {
  await page.goto(`${demo}/collections`);
  const cards = page.locator("main article:visible");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText(/\d+ recipes/);
  await page.getByRole("link", { name: "Show more" }).click();
  await expect(cards).toHaveCount(4);
  await cards.first().getByRole("link").first().click();
  await expect(page.getByText("Recipe Collection")).toBeVisible();
  await expect(page.getByText(/^\d+ recipes$/)).toBeVisible();
  // And onward from its end, back to every collection.
  await page.getByRole("main").getByRole("link", { name: "See all collections" }).click();
  await expect(page).toHaveURL(`${demo}/collections`);
});

test("a page opened by keyboard starts at its heading, on a site and on the platform", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(demo);
  // A header link outlives the page it opened: focus would stay on it.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Recipes" })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeFocused();
  // A card's link leaves with its page: focus would fall to the document's start.
  await page
    .getByRole("main")
    .getByRole("link", { name: /Garlic Butter Shrimp Linguine/ })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: "Garlic Butter Shrimp Linguine" }),
  ).toBeFocused();
  // Filtering the same page leaves focus where the reader is working.
  await page.goto(`${demo}/recipes`);
  const search = page.getByRole("searchbox", { name: "Search recipes" });
  await search.fill("shrimp");
  await expect(page).toHaveURL(/search=shrimp/);
  await expect(search).toBeFocused();

  await page.goto(E2E.platformUrl);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});
