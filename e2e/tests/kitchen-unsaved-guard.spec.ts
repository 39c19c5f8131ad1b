import { makeSpecSite } from "../support/creator";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A page with two forms guards both: the Plans page's prices and its offers each hold a
 * navigation away while they have unsaved changes, with one dialog. (A router consults one
 * blocker only; each form used to register its own, so the prices form guarded nothing.)
 */
test("each of the Plans page's two forms asks before its changes are left behind", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const owner = `guard-owner-${run}@example.com`;
  const slug = `guard${run}`;
  await makeSpecSite(owner, slug, "Guarded Kitchen");
  await signIn(page, owner, E2E.platformUrl);
  await page.goto(`/kitchen/${slug}/plans`);
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Kitchen" });
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });

  // The first form on the page: its unsaved price holds the way to Settings.
  await page.getByLabel("Monthly price").fill("6");
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(leave).toHaveCount(1);
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Plans" })).toBeVisible();

  // Both dirty: still one question, and leaving leaves.
  await page.getByLabel("Free trial").fill("7");
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(leave).toHaveCount(1);
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  // The second form alone asks too.
  await nav.getByRole("link", { name: "Plans" }).click();
  await waitForHydration(page);
  await page.getByLabel("Free trial").fill("5");
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(leave).toBeVisible();
});
