import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { E2E } from "./ports";
import { signIn } from "./sign-in";

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

/**
 * The chef's way to a new draft on the demo site, by clicks from the kitchen's start: their
 * site, "New recipe", and the editor hydrated on its empty title ("Untitled recipe" only as
 * the field's placeholder).
 */
export async function chefStartsNewRecipe(page: Page) {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen");
  await page
    .getByRole("list", { name: "Your sites" })
    .getByRole("link", { name: /^Open kitchen of / })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "New recipe" }).click();
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveAttribute("placeholder", "Untitled recipe");
  await expect(title).toHaveValue("");
  await waitForHydration(page);
}
