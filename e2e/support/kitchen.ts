import { expect, type Page } from "@playwright/test";

/** Opens a recipe's editor from the kitchen's recipe list, as an author does: search, Edit. */
export async function openRecipeEditor(page: Page, title: string, siteSlug = "demo") {
  await page.goto(`/kitchen/${siteSlug}/recipes`);
  await page.getByLabel("Search recipes").fill(title);
  await page
    .getByRole("link", { name: `Edit ${title}`, exact: true })
    .first()
    .click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
}
