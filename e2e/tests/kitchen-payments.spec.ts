import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A creator gets paid (issue 12 part 2): baker@example.com connects the second site's Stripe
 * account through the local Stripe's onboarding, sets prices, turns paid subscriptions on,
 * and the new prices are what visitors are offered on /subscribe.
 */
test("baker connects Stripe, sets prices, and the new price appears on /subscribe", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second/plans");
  const account = page.getByRole("region", { name: "Stripe account" });
  await account.getByRole("button", { name: "Connect with Stripe" }).click();

  await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/`));
  await page.getByRole("button", { name: "Agree and submit" }).click();

  await expect(page).toHaveURL(/\/kitchen\/second\/plans/);
  await expect(account.getByText("Charges")).toBeVisible();
  await expect(account.locator("dd").first()).toHaveText("Enabled");
  await expect(account.locator("dd").nth(1)).toHaveText("Enabled");

  await page.getByLabel("Monthly price").fill("7.25");
  await page.getByLabel("Yearly price").fill("70");
  await page.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByText("Prices saved.")).toBeVisible();

  const paid = page.getByRole("region", { name: "Paid subscriptions" });
  await paid.getByRole("button", { name: "Turn on paid subscriptions" }).click();
  await expect(paid.getByRole("button", { name: "Turn off paid subscriptions" })).toBeVisible();

  await page.goto(`${E2E.siteUrl("second")}/subscribe`);
  await expect(page.getByRole("group", { name: "Choose your subscription" })).toBeVisible();
  await expect(page.getByText("$7.25/month")).toBeVisible();
  await expect(page.getByText("$70.00/year")).toBeVisible();
  await expect(page.getByText("Save $17.00 a year")).toBeVisible();
});
