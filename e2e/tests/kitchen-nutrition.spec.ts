import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The creator's control of nutrition in the recipe editor: the label follows the lines as
 * they are edited, a line can count as another USDA food (any of SR26's), the author's own
 * figures replace ours, and a switch hides the label; all of it is kept by the save.
 */
test("the editor's live label, a line's food, the author's figures and the hide switch", async ({
  page,
}) => {
  // Two saves, a publish and a reload on a machine shared with other runs.
  test.setTimeout(180_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Recipes", exact: true })
    .click();
  await page.getByRole("button", { name: "New recipe" }).click();
  await page.getByLabel("Title", { exact: true }).fill(`Nutrition Toast ${Date.now()}`);
  await page.getByLabel("Servings", { exact: true }).fill("2");

  await page.getByRole("button", { name: "Add ingredient group" }).click();
  const row = page
    .getByRole("region", { name: /^Ingredient group 1\b/ })
    .getByRole("group", { name: /^Ingredient 1\b/ });
  await row.getByLabel("Amount").fill("100");
  await row.getByLabel("Unit").selectOption({ label: "gram (g)" });
  const ingredient = row.getByRole("combobox", { name: "Ingredient" });
  await ingredient.fill("all-purpose");
  await page.getByRole("option", { name: "all-purpose flour", exact: true }).click();

  const nutrition = page.getByRole("group", { name: "Nutrition" });
  const calories = nutrition.locator('td[data-nutrient="calories"]');
  // 100 g of flour at 364 kcal per 100 g, over 2 servings.
  await expect(calories).toHaveText("182 kcal");
  await row.getByLabel("Amount").fill("200");
  await expect(calories).toHaveText("364 kcal");
  const breakdown = nutrition.getByRole("table", { name: /^Lines counted/ });
  await expect(breakdown).toContainText("Wheat flour, white, all-purpose, enriched, bleached");

  // A food the catalogue maps to no ingredient: the seed step loaded all of SR26.
  await nutrition.getByRole("button", { name: "Change food for all-purpose flour" }).click();
  await nutrition.getByLabel("USDA food for all-purpose flour").fill("tempeh");
  await nutrition.getByRole("button", { name: "Tempeh", exact: true }).click();
  await expect(breakdown).toContainText("Tempeh");
  // 200 g of tempeh at 193 kcal per 100 g, over 2 servings.
  await expect(calories).toHaveText("193 kcal");

  await nutrition.getByRole("button", { name: "Change food for all-purpose flour" }).click();
  await nutrition.getByLabel("USDA food for all-purpose flour").fill("butter salted");
  await nutrition.getByRole("button", { name: "Butter, salted", exact: true }).click();
  await expect(breakdown).toContainText("Butter, salted");
  // 200 g of salted butter at 717 kcal per 100 g, over 2 servings.
  await expect(calories).toHaveText("717 kcal");

  await nutrition.getByLabel("Use my own nutrition figures").check();
  const own = nutrition.getByLabel("Calories (kcal)");
  await expect(own).toHaveValue("717");
  await own.fill("500");
  await nutrition.getByLabel("Hide nutrition facts on this recipe").check();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

  // All of it was saved: a fresh editor shows it again.
  await page.reload();
  const again = page.getByRole("group", { name: "Nutrition" });
  await expect(again.getByRole("table", { name: /^Lines counted/ })).toContainText(
    "Butter, salted",
  );
  await expect(again.getByLabel("Calories (kcal)")).toHaveValue("500");
  await expect(again.getByLabel("Hide nutrition facts on this recipe")).toBeChecked();
});
