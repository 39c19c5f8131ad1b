import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";

/**
 * Scaling reaches every quantity: measurements written in an ingredient's note or
 * preparation (the editor's Measurement node; the seed's [[…]]) scale and convert with the
 * line itself.
 */
test("at 2x in metric the butter's note says 4 sticks (454 g), like its line", async ({ page }) => {
  await page.goto(`${E2E.siteUrl("demo")}/recipes`);
  await page
    .getByRole("link", { name: /Brown Butter Chocolate Chip Cookies/ })
    .first()
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Brown Butter Chocolate Chip Cookies" }),
  ).toBeVisible();
  const ingredients = page.getByRole("region", { name: "Ingredients" });
  const butter = ingredients.getByRole("listitem").filter({ hasText: "unsalted butter" });
  await expect(butter).toContainText("2 sticks");

  await page.getByRole("radio", { name: /^2×/ }).check();
  await page.getByRole("radio", { name: "Metric units" }).check();
  await expect(butter).toContainText("454 g");
  await expect(butter).toContainText("4 sticks (454 g)");
  await expect(butter).not.toContainText("2 sticks");
});
