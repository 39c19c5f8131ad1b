import { expect, test } from "../support/fixtures";
import { openRecipeEditor } from "../support/kitchen";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/*
 * The recipe editor's section links on a phone: each section's heading lands below the
 * sticky Publish/More bar (it landed under it), and each link is a tap target of at least
 * 24 px (WCAG 2.5.8; they were 16 px), 44 px where the pointer is a finger.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a section link shows its section's heading below the sticky bar", async ({ page }) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await openRecipeEditor(page, "Shakshuka");
  const links = page.getByRole("navigation", { name: "Recipe sections" }).getByRole("link");
  const coarse = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
  for (const box of await links.evaluateAll((all) =>
    all.map((link) => link.getBoundingClientRect().height),
  )) {
    expect(box).toBeGreaterThanOrEqual(coarse ? 44 : 24);
  }

  const bar = page.locator(".recipe-editor__actions");
  for (const legend of ["Ingredients", "Instructions", "Details", "History"]) {
    await links.filter({ hasText: new RegExp(`^${legend}$`) }).click();
    const section = page.locator(`[id="section-${legend.toLowerCase()}"]`);
    await expect(section).toBeFocused();
    const heading = section.locator(":scope > legend");
    await expect(heading).toBeInViewport();
    const barBox = await bar.boundingBox();
    const headingBox = await heading.boundingBox();
    expect(barBox && headingBox, `${legend}'s heading and the bar are drawn`).toBeTruthy();
    if (!barBox || !headingBox) continue;
    expect(headingBox.y, `${legend}'s heading is below the bar`).toBeGreaterThanOrEqual(
      barBox.y + barBox.height,
    );
  }
});
