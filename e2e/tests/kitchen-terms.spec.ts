import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The kitchen edits a site's /terms: the editor starts from the
 * platform's default terms, the creator's own text reaches the site's page after saving,
 * and emptying it brings the default back.
 */

test("the creator rewrites /terms in the kitchen and the site shows it", async ({ page }) => {
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms page" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Terms page text" });
  await expect(editor).toContainText("Recipes and content");

  const mine = `Loaves are for sharing, recipes too (${Date.now()}).`;
  try {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await page.keyboard.type(mine);
    await page.getByRole("button", { name: "Save Terms page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Terms page saved." })).toBeVisible();

    await page.goto(`${E2E.siteUrl("second")}/terms`);
    await expect(page.getByRole("heading", { level: 1, name: "Terms" })).toBeVisible();
    await expect(page.getByText(mine)).toBeVisible();
    await expect(page.getByText("Recipes and content")).toHaveCount(0);
  } finally {
    // Emptied terms go back to the default, so other specs meet the site as seeded.
    await page.goto("/kitchen/second/terms");
    const again = page.getByRole("textbox", { name: "Terms page text" });
    await again.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await page.getByRole("button", { name: "Save Terms page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Terms page saved." })).toBeVisible();
  }
  await page.goto(`${E2E.siteUrl("second")}/terms`);
  await expect(page.getByRole("heading", { level: 2, name: "Recipes and content" })).toBeVisible();
});
