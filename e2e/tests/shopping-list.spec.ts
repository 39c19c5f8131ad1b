import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * One shopping list across two sites, on a phone: signed out on each site a reader adds a
 * recipe from its page (kept in the browser), signs in, and the account's list, opened from
 * the account menu, holds both recipes' flour as one merged amount (2¼ cups + 500 g of
 * all-purpose flour at its density, 528 g a litre, which the croissant page in US units
 * shows as 4 cups: 6¼ cups), with each line's recipes named. Checking,
 * removing and adding by hand work there.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

const READER = "reader@example.com";

async function addFromRecipePage(page: Page, origin: string, title: string) {
  await page.goto(`${origin}/`);
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
  // The reader picks US units, as a reader in the US would: the list then reads in cups.
  await page.locator("label", { has: page.getByRole("radio", { name: "US units" }) }).click();
  await expect(page.getByRole("radio", { name: "US units" })).toBeChecked();
  await page.getByRole("button", { name: "Add to shopping list" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Added to the shopping list" }),
  ).toBeVisible();
}

async function openListFromMenu(page: Page) {
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("link", { name: "Shopping list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  await waitForHydration(page);
}

/** Where `locator` is drawn; it must be. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not drawn`);
  return found;
}

/**
 * On a phone a line stays one row (its box, its text, then Edit and Remove beside them), and
 * the add form is one field under its label with Add beside it.
 */
async function expectPhoneLayout(page: Page, line: Locator) {
  const check = await box(line.getByRole("checkbox"));
  const text = await box(line.locator("label"));
  const edit = await box(line.getByRole("button", { name: /^Edit/ }));
  expect(text.x).toBeGreaterThanOrEqual(check.x + check.width);
  expect(edit.x).toBeGreaterThanOrEqual(text.x + text.width);
  expect(edit.y).toBeLessThan(check.y + check.height);
  const form = page.getByRole("form", { name: "Add an item" });
  const label = await box(form.locator("label", { hasText: "Item" }));
  const field = await box(form.getByLabel("Item", { exact: true }));
  const add = await box(form.getByRole("button", { name: "Add", exact: true }));
  expect(label.y + label.height, "the label above its field").toBeLessThanOrEqual(field.y);
  expect(Math.abs(label.x - field.x), "the label over its field").toBeLessThan(2);
  expect(add.x, "Add beside the field").toBeGreaterThanOrEqual(field.x + field.width);
  expect(add.y, "Add on the field's row").toBeLessThan(field.y + field.height);
}

test("recipes from two sites go on one list that survives signing in on each", async ({ page }) => {
  test.setTimeout(180_000);
  const demo = E2E.siteUrl("demo");
  const second = E2E.siteUrl("second");

  await addFromRecipePage(page, demo, "Brown Butter Chocolate Chip Cookies");
  await signIn(page, READER, demo);
  await openListFromMenu(page);
  await expect(page.getByText("2¼ cups all-purpose flour")).toBeVisible();

  await addFromRecipePage(page, second, "All-Butter Croissants");
  await signIn(page, READER, second);
  await openListFromMenu(page);
  const flour = page.getByRole("listitem").filter({ hasText: "all-purpose flour" });
  await expect(flour).toHaveCount(1);
  await expect(flour.getByText("6¼ cups all-purpose flour")).toBeVisible();
  await expect(flour).toContainText("Brown Butter Chocolate Chip Cookies (2¼ cups)");
  await expect(flour).toContainText("All-Butter Croissants (4 cups)");
  // Each recipe a line came from is a link to it: this site's by its path, the other's on its site.
  await expect(flour.getByRole("link", { name: "All-Butter Croissants" })).toHaveAttribute(
    "href",
    /^\/recipes\/[a-z0-9-]+$/,
  );
  await expect(
    flour.getByRole("link", { name: "Brown Butter Chocolate Chip Cookies" }),
  ).toHaveAttribute("href", new RegExp(`^${demo}/recipes/[a-z0-9-]+$`));
  await expectPhoneLayout(page, flour);

  // Check off, remove, add by hand: each reaches the account (a reload shows it).
  await flour.getByRole("checkbox").check();
  const removed = page.getByRole("listitem").filter({ hasText: /salt/ }).first();
  const removedText = (await removed.locator("label").textContent()) ?? "";
  await removed.getByRole("button", { name: /^Remove/ }).click();
  // Typed as a cook writes it: the account's list reads it and files the lemons in their
  // aisle; what it does not know stays as typed, in Other.
  const addForm = page.getByRole("form", { name: "Add an item" });
  for (const typed of ["2 lemons", "1 roll of paper towels"]) {
    await addForm.getByLabel("Item", { exact: true }).fill(typed);
    await addForm.getByRole("button", { name: "Add", exact: true }).click();
  }
  await expect(
    page.getByRole("region", { name: "Fruit and vegetables" }).getByText("2 lemons"),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Other" }).getByText("1 roll of paper towels"),
  ).toBeVisible();
  // Every change has reached the account once the page's queue of unsent changes is empty.
  await page.waitForFunction(() => localStorage.getItem("shopping-list:queue") === null);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("2 lemons")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "6¼ cups all-purpose flour" })).toBeChecked();
  await expect(page.getByText(removedText, { exact: true })).toHaveCount(0);

  await page
    .getByRole("listitem")
    .filter({ hasText: "all-purpose flour" })
    .getByRole("link", { name: "Brown Butter Chocolate Chip Cookies" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Brown Butter Chocolate Chip Cookies" }),
  ).toBeVisible();
  expect(new URL(page.url()).origin).toBe(demo);
});

test("signed out, a line typed on the list is read into its aisle and kept in this browser", async ({
  page,
}) => {
  await addFromRecipePage(page, E2E.siteUrl("demo"), "Brown Butter Chocolate Chip Cookies");
  await page.getByRole("link", { name: "View list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  // Signing in from here comes back to the list, which then joins the account's.
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in?next=%2Fshopping-list",
  );
  await waitForHydration(page);
  const addForm = page.getByRole("form", { name: "Add an item" });
  for (const typed of ["3 lemons", "7 Up"]) {
    await addForm.getByLabel("Item", { exact: true }).fill(typed);
    await addForm.getByRole("button", { name: "Add", exact: true }).click();
  }
  const produce = page.getByRole("region", { name: "Fruit and vegetables" });
  await expect(produce.getByText("3 lemons")).toBeVisible();
  await expect(page.getByRole("region", { name: "Other" }).getByText("7 Up")).toBeVisible();
  await page.reload();
  await expect(produce.getByText("3 lemons")).toBeVisible();
  await expect(page.getByText("2¼ cups all-purpose flour")).toBeVisible();

  // Printed, it is the list alone: no site header, footer or newsletter form around it.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(produce.getByText("3 lemons")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
});

test("adding, editing and removing keep the keyboard's place", async ({ page }) => {
  await page.goto(`${E2E.siteUrl("demo")}/recipes/brown-butter-chocolate-chip-cookies`);
  const add = page.getByRole("button", { name: "Add to shopping list" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Added to the shopping list" }),
  ).toBeVisible();
  // Still on the button it pressed, not thrown to the page's top while it was busy.
  await expect(add).toBeFocused();
  await page.getByRole("link", { name: "View list" }).click();
  await waitForHydration(page);
  const addForm = page.getByRole("form", { name: "Add an item" });
  await addForm.getByLabel("Item", { exact: true }).fill("3 lemons");
  await addForm.getByRole("button", { name: "Add", exact: true }).click();
  // Read into its aisle first: the line that was typed is then replaced by the one read.
  const lemons = page
    .getByRole("region", { name: "Fruit and vegetables" })
    .getByRole("listitem")
    .filter({ hasText: "lemons" });
  await expect(lemons).toHaveCount(1);

  await lemons.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("form", { name: "Edit lemons" });
  await expect(edit.getByLabel("Amount")).toBeFocused();
  await edit.getByLabel("Amount").fill("4");
  await edit.getByRole("button", { name: "Save" }).click();
  // Back on the line just edited, under its new text.
  await expect(page.getByRole("button", { name: "Edit 4 lemons" })).toBeFocused();

  await page.getByRole("button", { name: "Remove 4 lemons" }).click();
  await expect(lemons).toHaveCount(0);
  // On the next line's (or the one before's) box, never dropped to the top of the page.
  await expect(page.locator("li.shopping-list__line input[type=checkbox]:focus")).toHaveCount(1);
});

test("signed out and offline, a typed line waits as typed and is read when the network returns", async ({
  page,
  context,
}) => {
  await addFromRecipePage(page, E2E.siteUrl("demo"), "Brown Butter Chocolate Chip Cookies");
  await page.getByRole("link", { name: "View list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  await waitForHydration(page);

  await context.setOffline(true);
  const addForm = page.getByRole("form", { name: "Add an item" });
  await addForm.getByLabel("Item", { exact: true }).fill("3 lemons");
  await addForm.getByRole("button", { name: "Add", exact: true }).click();
  const offline = page.getByRole("status").filter({ hasText: "You're offline" });
  await expect(offline).toBeVisible();
  await expect(page.getByRole("region", { name: "Other" }).getByText("3 lemons")).toBeVisible();

  // Back online (the browser's "online" event): the line is read into its aisle.
  const read = page.waitForResponse(
    (response) => response.url().endsWith("/api/shopping-list") && response.ok(),
  );
  await context.setOffline(false);
  await read;
  const produce = page.getByRole("region", { name: "Fruit and vegetables" });
  await expect(produce.getByText("3 lemons")).toBeVisible();
  await expect(page.getByRole("region", { name: "Other" })).toHaveCount(0);
  await expect(offline).toHaveCount(0);
  await page.reload();
  await expect(produce.getByText("3 lemons")).toBeVisible();
});

test("a saved recipe goes on the list from the account's bookmarks", async ({ page }) => {
  const demo = E2E.siteUrl("demo");
  const title = "Garlic Butter Shrimp Linguine";
  await signIn(page, READER, demo);
  // By its address: the home page's lists change as other tests publish recipes.
  await page.goto(`${demo}/recipes/garlic-butter-shrimp-linguine`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
  const save = page.getByRole("button", { name: "Save", exact: true }).first();
  if (await save.isVisible()) {
    await save.click();
    await expect(page.getByText("Recipe saved")).toBeVisible();
  }

  await signIn(page, READER, E2E.platformUrl);
  await page.goto(`${E2E.platformUrl}/bookmarks`);
  await page.getByRole("button", { name: `Add to shopping list “${title}”` }).click();
  await expect(page).toHaveURL(`${E2E.platformUrl}/shopping-list`);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  // On the platform the list is one of the account area's pages: its tabs lead back.
  const accountTabs = page.getByRole("navigation", { name: "Account" });
  await expect(accountTabs.getByRole("link", { name: "Shopping list" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(accountTabs.getByRole("link", { name: "Bookmarks" })).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `${title} (` })
      .first(),
  ).toBeVisible();
});
