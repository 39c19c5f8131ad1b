import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Recipe import from a page with no recipe markup (served by the import fixture web): the
 * preview warns that the page was read from its headings and lists, shows for every line what
 * was understood (amount, unit, ingredient, preparation, note), including an approximation
 * kept as the note and a cook's informal measure, and lets the chef fix a misreading before
 * the draft is created.
 */
const ADDRESS = "https://plain.blog.test/grandmas-cheese-scones";

test("chef imports a page with no recipe markup and checks what each line was read as", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/recipes");
  await page.getByRole("link", { name: "Import a recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();

  await page.getByRole("textbox", { name: "Address of the recipe page" }).fill(ADDRESS);
  await page.getByRole("button", { name: "Read recipe" }).click();
  const preview = page.getByRole("region", { name: "Grandma's Cheese Scones" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("list", { name: "Warnings" })).toContainText(
    "This page has no recipe markup",
  );
  await expect(preview.getByRole("heading", { name: "For the dough" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "For the top" })).toBeVisible();

  // Every line lists its parts; an approximation is the note, not the ingredient.
  // A line's parts are a description list: Amount, Unit, Ingredient, Preparation, Note.
  const parts = (source: string) =>
    preview
      .getByTestId("import-line")
      .filter({ hasText: `From: ${source}` })
      .locator("dl");
  const flourParts = parts("about 2 cups self-raising flour");
  await expect(flourParts.locator('[data-part="quantity"]')).toHaveText("2");
  await expect(flourParts.locator('[data-part="unit"]')).toHaveText("cups");
  await expect(flourParts.locator('[data-part="ingredient"]')).toHaveText("self-raising flour");
  await expect(flourParts.locator('[data-part="note"]')).toHaveText("about");

  // The cook's informal measure is a unit of its own.
  const butter = parts("a knob of butter, cold and cubed");
  await expect(butter.locator('[data-part="quantity"]')).toHaveText("1");
  await expect(butter.locator('[data-part="unit"]')).toHaveText("knob");
  await expect(butter.locator('[data-part="ingredient"]')).toHaveText("butter");
  // Kept as written, and counted as the catalogue's, which the draft's Ingredient field shows.
  await expect(butter.locator('[data-part="match"]')).toHaveText("unsalted butter");
  // Written the British way, counted as the catalogue's self-rising flour (not all-purpose),
  // which the preview names.
  await expect(flourParts.locator('[data-part="match"]')).toHaveText("self-rising flour");
  await expect(butter.locator('[data-part="preparation"]')).toHaveText("cold and cubed");
  // One-letter abbreviations: "t" is a teaspoon.
  const salt = parts("1/2 t salt");
  await expect(salt.locator('[data-part="unit"]')).toHaveText("teaspoon");

  // Fix a misreading before saving: the flour is a scant measure, not "about".
  const flourLine = page
    .getByTestId("import-line")
    .filter({ hasText: "From: about 2 cups self-raising flour" });
  await flourLine.getByRole("button", { name: /^Fix/ }).click();
  await flourLine.getByLabel("Note").fill("scant");
  await flourLine.getByRole("button", { name: "Apply" }).click();
  await expect(flourParts.locator('[data-part="note"]')).toHaveText("scant");

  await page.getByRole("button", { name: "Create draft" }).click();
  // The editor opens on the new draft, the informal measure saved as the unit it is.
  await expect(page).toHaveURL(/\/kitchen\/demo\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Grandma's Cheese Scones");
});
