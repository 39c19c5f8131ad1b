import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Deleting a recipe from its editor: the list it lands on says which recipe went, and the
 * editor, closing on a recipe that is gone, leaves without an error (its "I have left" call
 * answered 404 and showed in the console before).
 */

test("a recipe deleted from its editor is gone, and the list says so", async ({ page }) => {
  await signIn(page, "baker@example.com", E2E.platformUrl);
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url().includes("/kitchen/")) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto("/kitchen/second");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Recipes", exact: true })
    .click();
  await page.getByRole("button", { name: "New recipe" }).click();
  const title = `Crumpets to Delete ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.locator(".recipe-editor__actions").getByRole("status")).toHaveText(/^Saved/);

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${title}”?` });
  const left = page.waitForResponse((response) => response.url().endsWith("/editors"));
  await dialog.getByRole("button", { name: "Delete recipe" }).click();

  await expect(page).toHaveURL(/\/kitchen\/second\/recipes\?deleted=/);
  await expect(page.getByRole("status").filter({ hasText: "Deleted the recipe" })).toHaveText(
    `Deleted the recipe “${title}”.`,
  );
  await page.getByLabel("Search recipes").fill(title);
  await expect(page.getByText("No recipes match")).toBeVisible();
  expect((await left).status()).toBe(204);
  expect(failed).toEqual([]);
});
