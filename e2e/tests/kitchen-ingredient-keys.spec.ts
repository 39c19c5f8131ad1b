import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { openRecipeEditor } from "../support/kitchen";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/*
 * The ingredient field by keyboard, on the seeded Shakshuka (published: an edit waits for
 * Update, so nothing here is saved). Enter in a field only focused replaced its ingredient
 * with the catalogue's first ("00 flour"), and Tab from it fell into the open list, then to
 * the page body.
 */

test.beforeEach(async ({ page }) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await openRecipeEditor(page, "Shakshuka");
});

const lineOf = (page: Page, n: number) =>
  page
    .getByRole("region", { name: /^Ingredient group 1\b/ })
    .getByRole("group", { name: new RegExp(`^Ingredient ${n}\\b`) });

test("Enter in an ingredient field reached by Tab keeps its ingredient", async ({ page }) => {
  const line = lineOf(page, 2);
  const field = line.getByRole("combobox", { name: "Ingredient" });
  const before = await field.inputValue();
  expect(before).not.toBe("");
  await line.getByLabel("Unit").focus();
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  // Nothing is active until the author types or presses ↓.
  await expect(field).not.toHaveAttribute("aria-activedescendant", /.+/);
  await page.keyboard.press("Enter");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).toHaveValue(before);
  await expect(page.locator(".recipe-editor__actions").getByRole("status")).not.toContainText(
    "Unsaved changes",
  );
});

test("Tab from an ingredient field with its list open goes on to Preparation", async ({ page }) => {
  for (const n of [1, 2]) {
    const line = lineOf(page, n);
    const field = line.getByRole("combobox", { name: "Ingredient" });
    await line.getByLabel("Unit").focus();
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await expect(line.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(line.getByRole("textbox", { name: "Preparation" })).toBeFocused();
    await expect(line.getByRole("listbox")).toBeHidden();
  }
});
