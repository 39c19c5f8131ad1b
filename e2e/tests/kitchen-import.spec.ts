import path from "node:path";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Recipe import: the chef imports a WP Recipe Maker post by its address (served by
 * the import fixture web under *.test), fixes one line in the preview, creates the draft,
 * publishes it, and reads it on the site, where the imported lines convert to metric.
 */
const ADDRESS = "https://wprm.blog.test/chewy-chocolate-chip-cookies";

test("chef imports a recipe from its address, fixes a line, publishes it and reads it in metric", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/recipes");
  await page.getByRole("link", { name: "Import a recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();

  await page.getByRole("textbox", { name: "Address of the recipe page" }).fill(ADDRESS);
  await page.getByRole("button", { name: "Read recipe" }).click();
  const preview = page.getByRole("region", { name: "Chewy Chocolate Chip Cookies" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("heading", { name: "For the dough" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "To finish" })).toBeVisible();
  // The page's "24 cookies" is the yield and the noun it counts, said once.
  await expect(preview).toContainText("Makes 24 cookies");

  // Each line shows what was picked out of it.
  const flour = page
    .getByTestId("import-line")
    .filter({ hasText: "From: 2 ¼ cups all-purpose flour" });
  await expect(flour.locator('[data-part="quantity"]')).toHaveText("2 1/4");
  await expect(flour.locator('[data-part="unit"]')).toHaveText("cups");
  await expect(flour.locator('[data-part="ingredient"]')).toHaveText("all-purpose flour");

  // Fix one line: fewer chocolate chips.
  const chips = page
    .getByTestId("import-line")
    .filter({ hasText: "From: 2 cups semisweet chocolate chips" });
  await chips.getByRole("button", { name: /^Fix/ }).click();
  await chips.getByLabel("Amount").fill("1 1/2");
  await chips.getByRole("button", { name: "Apply" }).click();
  await expect(chips.locator('[data-part="quantity"]')).toHaveText("1 1/2");

  await page.getByRole("button", { name: "Create draft" }).click();
  // The editor opens on the new draft.
  await expect(page).toHaveURL(/\/kitchen\/demo\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
    "Chewy Chocolate Chip Cookies",
  );

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();

  await page.goto(`${E2E.siteUrl("demo")}/recipes/${slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Chewy Chocolate Chip Cookies" }),
  ).toBeVisible();
  // The copied picture is the site's own, served from its media.
  const cover = page
    .getByRole("img", { name: "Chewy Chocolate Chip Cookies", exact: true })
    .first();
  await expect(cover).toHaveAttribute("src", /\/media\//);
  await expect(page.getByText("Makes: 24 cookies", { exact: true })).toBeVisible();
  const ingredients = page.getByRole("region", { name: "Ingredients" });
  const instructions = page.getByRole("region", { name: "Instructions" });
  await expect(ingredients).toContainText("all-purpose flour");
  await expect(ingredients).toContainText(/1\s?½ cups semisweet chocolate chips/);
  await expect(instructions).toContainText("350°F");

  await page.getByRole("radio", { name: "Metric units" }).check();
  await expect(ingredients).not.toContainText("cup");
  await expect(ingredients).toContainText(/\d+ g all-purpose flour/);
  await expect(ingredients).toContainText(/\d+ g semisweet chocolate chips/);
  // The oven temperature in the imported step is a measurement node: it converts too.
  await page.getByRole("radio", { name: "Celsius" }).check();
  await expect(instructions).toContainText(/Heat the oven to 17\d(\.\d)?°C/);
});

test("chef imports a WordPress export and its recipes become drafts in the background", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/recipes/import");
  await page.getByRole("link", { name: "Import a WordPress export" }).click();
  await page
    .getByLabel("WordPress export (.xml)")
    .setInputFiles(
      path.join(
        import.meta.dirname,
        "../../import-fixtures/pages/exports.test/butter-and-crumbs.wordpress.xml",
      ),
    );
  await page.getByRole("button", { name: "Import recipes" }).click();
  // The JOBS queue works through the recipes; the page follows until both are drafts.
  await expect(page.getByRole("status")).toHaveText("Done: 2 of 2 recipes.", { timeout: 60_000 });
  const progress = page.getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("listitem").filter({ hasText: "No-Knead Bread" })).toContainText(
    "Draft created",
  );
  await progress.getByRole("link", { name: "Overnight Oats" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Overnight Oats");
});

test("several addresses at once: the count says how many made a draft, and a failed one can be tried again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second/recipes/import");
  await page
    .getByRole("textbox", { name: "Address of the recipe page" })
    .fill(
      ["https://microdata.blog.test/banana-bread", "https://wprm.blog.test/missing-page"].join(
        "\n",
      ),
    );
  await page.getByRole("button", { name: "Read recipe" }).click();
  const progress = page.getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("status")).toHaveText("1 of 2 imported; 1 could not be", {
    timeout: 30_000,
  });
  await expect(progress.getByRole("listitem").filter({ hasText: "missing-page" })).toContainText(
    "could not be reached",
  );

  // Tried again, alone; then back to the form for another.
  await progress.getByRole("button", { name: "Try the failed address again" }).click();
  await expect(progress.getByRole("status")).toHaveText("0 of 1 imported; 1 could not be", {
    timeout: 30_000,
  });
  await expect(progress.getByRole("listitem")).toHaveCount(1);
  await progress.getByRole("button", { name: "Import more" }).click();
  await expect(page.getByRole("textbox", { name: "Address of the recipe page" })).toBeVisible();
});
