import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { chefStartsNewRecipe } from "../support/kitchen";

/**
 * The chef writes a new recipe, changes their mind about its title, and brings back an
 * earlier version from the editor's History: "New recipe" makes the Created version
 * (no title yet, nothing in it), the first save begins a Saved one that the next saves
 * within ten minutes fold into, and restoring the Created version is a Restored version of
 * its own, so the Saved one stays to go back to. Its own recipe, so no other spec sees it.
 */

/** The editor's save line, once it says the last change is on the server. */
const saved = (page: Page) =>
  expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Saved/ })
      .first(),
  ).toBeVisible();

/** The list of versions, newest first. */
const versionsOf = (history: Locator) =>
  history.getByRole("list", { name: "Versions, newest first" }).getByRole("listitem");

test("the chef views an earlier version of a recipe and restores it", async ({ page }) => {
  test.setTimeout(180_000);
  await chefStartsNewRecipe(page);
  const titleField = page.getByLabel("Title", { exact: true });
  const firstTitle = `Lemon Drizzle Cake ${Date.now()}`;
  await titleField.fill(firstTitle);
  await page.getByLabel("Story excerpt").fill("We bake this every spring.\n\nIt keeps a week.");
  await page.getByRole("button", { name: "Add ingredient group" }).click();
  const line = page
    .getByRole("region", { name: /^Ingredient group 1\b/ })
    .getByRole("group", { name: /^Ingredient 1\b/ });
  await line.getByLabel("Amount").fill("2");
  await line.getByLabel("Unit").selectOption({ label: "cup" });
  await line.getByRole("combobox", { name: "Ingredient" }).fill("all-purpose");
  await page.getByRole("option", { name: "all-purpose flour", exact: true }).click();
  await expect(line).toHaveAccessibleName(/: all-purpose flour$/);
  await saved(page);

  // A second thought about the title, saved too.
  const secondTitle = firstTitle.replace("Lemon Drizzle", "Orange Drizzle");
  await titleField.fill(secondTitle);
  await saved(page);

  await page
    .getByRole("navigation", { name: "Recipe sections" })
    .getByRole("link", { name: "History" })
    .click();
  const history = page.getByRole("group", { name: "History" });
  const versions = versionsOf(history);
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText("Saved");
  await expect(versions.nth(0)).toContainText("Current version");
  await expect(versions.nth(0).getByRole("button", { name: /^View/ })).toHaveCount(0);
  await expect(versions.nth(1)).toContainText("Created");
  // Its title is not the one being edited, so the list says it.
  await expect(versions.nth(1)).toContainText("No title");

  await versions.nth(1).getByRole("button", { name: /^View/ }).click();
  const dialog = page.getByRole("dialog", { name: "Untitled recipe" });
  await expect(dialog).toContainText(/Differs from what you are editing: (.+, )?title\b/);
  await expect(dialog).toContainText("No ingredients.");
  // The writing it changes is shown by field: the story written since is taken out.
  const story = dialog
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Story excerpt", exact: true }) });
  await expect(story.locator("del")).toHaveText([
    "[taken out: We bake this every spring.]",
    "[taken out: It keeps a week.]",
  ]);
  const title = dialog
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Title", exact: true }) });
  await expect(title.locator("del")).toHaveText(/^\[taken out: Orange Drizzle Cake \d+\s*\]$/);
  await expect(dialog.getByRole("heading", { name: "Note", exact: true })).toHaveCount(0);
  // The line added since is marked as what restoring takes out.
  await expect(dialog.getByRole("listitem").locator("del")).toHaveText(
    /^\[taken out: 2 \S+ all-purpose flour\]$/,
  );
  await expect(dialog).toContainText("What is saved now stays in the history.");

  // The draft autosaves what was restored.
  const autosave = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/kitchen\/demo\/recipes\/[0-9a-f-]{36}\.data$/.test(new URL(response.url()).pathname),
  );
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await expect(dialog).toBeHidden();
  const restoredStatus = history.getByRole("status");
  await expect(restoredStatus).toContainText(/^Restored the version saved .+\.$/);
  await expect(restoredStatus).toBeFocused();
  await expect(titleField).toHaveValue("");
  expect((await autosave).status()).toBe(200);
  await saved(page);

  // The restore is the current version; the title it replaced is kept in the one before it.
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("Restored");
  await expect(versions.nth(0)).toContainText("Current version");
  await expect(versions.nth(0)).not.toContainText("“");
  await expect(versions.nth(1)).toContainText("Saved");
  await expect(versions.nth(1)).toContainText(`“${secondTitle}”`);
  await expect(versions.nth(2)).toContainText("Created");
  await expect(versions.nth(2)).not.toContainText("No title");

  // What is saved now is what the Created version held; on a phone, too.
  await page.setViewportSize({ width: 390, height: 844 });
  await versions.nth(2).getByRole("button", { name: /^View/ }).click();
  const created = page.getByRole("dialog", { name: "Untitled recipe" });
  await expect(created).toContainText("The same as what you are editing.");
  const box = await created.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await created.getByRole("button", { name: "Close" }).click();
  await expect(created).toBeHidden();
});
