import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * On a slow phone an author may type before the kitchen's script has run. The text is on
 * screen, but React's state did not know it, and the form's next render put the field back
 * to empty. Here the script is held back until the author has typed, as a slow network
 * would, and the typing must survive hydration, the next field's change and the save.
 */
test("what an author types before the page hydrates is kept and saved", async ({ page }) => {
  await signIn(page, "baker@example.com", E2E.platformUrl);

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const name = `Early Typist ${Date.now().toString(36)}`;
  await page.goto("/kitchen/second/contributors/new", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Short bio").fill("Types before the page is ready.");
  release();
  await waitForHydration(page);

  // A change elsewhere re-renders the form: the early text must still be there.
  await page.getByLabel("Short bio").fill("Types fast, on a slow phone.");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.getByRole("button", { name: "Add contributor" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved ${name}.` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
});
