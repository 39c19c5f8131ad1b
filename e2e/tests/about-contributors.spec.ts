import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";

/**
 * The site's About page leads to the people it credits, so /contributors is reached from the
 * site's own pages, not only from the byline of a recipe that names someone.
 */
test("the About page leads to the site's contributors", async ({ page }) => {
  await page.goto(`${E2E.siteUrl("demo")}/`);
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole("link", { name: /^Meet the people .* credits on its recipes$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
});
