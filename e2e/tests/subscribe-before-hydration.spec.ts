import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";

/**
 * A plan picked on /subscribe while the page's script is still on its way must survive
 * hydration, as the typed e-mail does: the page's script is held back until both are set.
 */
test("a plan chosen before the page hydrates is kept", async ({ page }) => {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto(`${E2E.siteUrl("demo")}/subscribe`, { waitUntil: "domcontentloaded" });
  const plans = page.getByRole("group", { name: "Choose your subscription" });
  const free = plans.getByRole("radio", { name: /^Free/ });
  await expect(plans.getByRole("radio", { name: /^Monthly/ })).toBeChecked();
  await free.check();
  await page.getByLabel("Email", { exact: true }).fill("early-bird@example.com");

  release();
  // Hydrated: the button follows the plan, which only the script does.
  await expect(page.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();
  await expect(free).toBeChecked();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("early-bird@example.com");
});
