import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";

/**
 * A plan picked on /subscribe while the page's script is still on its way must survive
 * hydration, as the typed e-mail does: React renders the server's choice and its next render
 * would put that radio back, so the form takes the one shown once it hydrates. The page's
 * script is held back until the pick is made.
 */
async function pickBeforeHydration(page: Page, url: string, email?: string) {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  const main = page.getByRole("main");
  const free = main.getByRole("radio", { name: /^Free/ });
  await expect(main.getByRole("radio", { name: /^Monthly/ })).toBeChecked();
  await free.check();
  if (email) await main.getByLabel("Email", { exact: true }).fill(email);
  release();
  await waitForHydration(page);
  // Hydrated: the button follows the plan, which only the script does.
  await expect(main.getByRole("button", { name: "Subscribe", exact: true })).toBeEnabled();
  await expect(free).toBeChecked();
  return main;
}

test("a plan chosen before the page hydrates is kept", async ({ page }) => {
  const main = await pickBeforeHydration(
    page,
    `${E2E.siteUrl("demo")}/subscribe`,
    "early-bird@example.com",
  );
  await expect(main.getByLabel("Email", { exact: true })).toHaveValue("early-bird@example.com");
});

test("a plan chosen before hydration is kept when the address came from the subscribe box", async ({
  page,
}) => {
  const main = await pickBeforeHydration(
    page,
    `${E2E.siteUrl("demo")}/subscribe?email=${encodeURIComponent("box@example.com")}`,
  );
  await expect(main.getByLabel("Email", { exact: true })).toHaveValue("box@example.com");
});
