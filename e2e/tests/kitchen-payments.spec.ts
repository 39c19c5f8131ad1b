import { continueToPayment, payOnCheckout, TEST_CARDS } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A creator gets paid: baker@example.com, whose second
 * site has no platform plan, finds paid subscriptions locked and why, buys the Pro platform
 * plan through the local Stripe's Checkout, connects the site's Stripe account, sets prices
 * and turns paid subscriptions on; the new prices are what visitors are offered on
 * /subscribe. Then a free trial on the plans, and a new reader starts one.
 */
test("baker buys the platform plan, connects Stripe, sets prices and a trial; a reader starts the trial", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "baker@example.com", E2E.platformUrl);

  await test.step("a subscriber-only recipe says no reader can buy it yet, and leads to Plans", async () => {
    await page.goto("/kitchen/second/recipes");
    await page.getByRole("button", { name: "New recipe" }).click();
    await page.getByLabel("Title", { exact: true }).fill(`Members' Scones ${Date.now()}`);
    const warning = page.getByText("Your site does not sell paid plans yet");
    await expect(page.getByRole("radio", { name: /^Public/ })).toBeChecked();
    await expect(warning).toHaveCount(0);
    await page.getByRole("radio", { name: /^Subscribers only/ }).check();
    await expect(warning).toBeVisible();
    await expect(page.locator(".recipe-editor__actions").getByRole("status")).toHaveText(/^Saved/);
    await page.getByRole("link", { name: "Set up paid plans" }).click();
    await expect(page).toHaveURL(/\/kitchen\/second\/plans$/);
  });

  await page.goto("/kitchen/second/plans");
  const platform = page.getByRole("region", { name: "Your platform plan" });
  const paid = page.getByRole("region", { name: "Paid subscriptions" });

  await test.step("paid subscriptions are locked, and the page says why", async () => {
    await expect(platform.getByText("This site is on the Free platform plan.")).toBeVisible();
    await expect(paid.getByRole("note")).toContainText(
      "New paid subscriptions need the Pro platform plan.",
    );
  });

  await test.step("buys Pro through Checkout on the platform account", async () => {
    await platform.getByRole("button", { name: "Get Pro for $12.00 / month" }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/`));
    await expect(page.getByLabel("Email")).toHaveValue("baker@example.com");
    await payOnCheckout(page, TEST_CARDS.ok);
    await expect(page).toHaveURL(/\/kitchen\/second\/plans\?platform-plan=started/);
    // The news is where the creator looks (focused, so scrolled to), and while the plan
    // waits for the platform's webhook there is no second Checkout to start.
    const news = platform.getByRole("status").filter({ hasText: "Thanks!" });
    await expect(news).toBeFocused();
    await expect(news).toBeInViewport();
    await expect(platform.getByRole("button", { name: /^Get Pro/ })).toHaveCount(0);
    // The page updates itself when the webhook lands: no reload.
    await expect(platform.getByText("This site is on the Pro platform plan.")).toBeVisible({
      timeout: 30_000,
    });
    await expect(news).toHaveText("Thanks! Your Pro plan is active.");
    await expect(platform.getByText("Monthly")).toBeVisible();
    await expect(paid.getByRole("note")).toHaveCount(0);
  });

  await test.step("opens the plan's Billing Portal and comes back", async () => {
    await platform.getByRole("button", { name: "Manage platform billing" }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/p/session/`));
    await expect(page.getByText("$12.00 per month")).toBeVisible();
    await page.getByRole("link", { name: /^Return to/ }).click();
    await expect(page).toHaveURL(/\/kitchen\/second\/plans$/);
  });

  await test.step("connects Stripe, sets prices and turns paid subscriptions on", async () => {
    const account = page.getByRole("region", { name: "Stripe account" });
    await account.getByRole("button", { name: "Connect with Stripe" }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/`));
    await page.getByRole("button", { name: "Agree and submit" }).click();
    await expect(page).toHaveURL(/\/kitchen\/second\/plans/);
    await expect(account.getByText("Charges")).toBeVisible();
    await expect(account.locator("dd").first()).toHaveText("Enabled");
    await expect(account.locator("dd").nth(1)).toHaveText("Enabled");

    // The page is new (back from Stripe): a price typed before hydration was put back to
    // the loader's empty one by React, and the save offered a yearly plan only.
    await waitForHydration(page);
    await page.getByLabel("Monthly price").fill("7.25");
    await page.getByLabel("Yearly price").fill("70");
    await page.getByRole("button", { name: "Save prices" }).click();
    await expect(page.getByText("Prices saved.")).toBeVisible();

    await paid.getByRole("button", { name: "Turn on paid subscriptions" }).click();
    await expect(paid.getByRole("button", { name: "Turn off paid subscriptions" })).toBeVisible();
  });

  await test.step("offers a 14-day free trial, confirmed and logged", async () => {
    await page.getByLabel("Free trial").fill("14");
    await page.getByLabel("I confirm these offers for new paid subscribers").check();
    await page.getByRole("button", { name: "Save offers" }).click();
    await expect(page.getByText("Offers saved.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Recent offer changes" })).toContainText(
      "Free trial: 14 days, by baker@example.com",
    );
  });

  await test.step("visitors see the new prices, and a new reader starts the trial", async () => {
    await page.goto(`${E2E.siteUrl("second")}/subscribe`);
    await expect(page.getByRole("group", { name: "Choose your subscription" })).toBeVisible();
    await expect(page.getByText("$7.25/month")).toBeVisible();
    await expect(page.getByText("$70.00/year")).toBeVisible();
    await expect(page.getByText("Save $17.00 a year")).toBeVisible();

    const email = `trial-${Date.now()}@example.com`;
    await waitForHydration(page);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await continueToPayment(page, "Monthly");
    await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/`));
    await expect(page.getByText("14 days free")).toBeVisible();
    await expect(page.getByText("Then $7.25 per month")).toBeVisible();
    await payOnCheckout(page, TEST_CARDS.ok);
    await expect(page).toHaveURL(new RegExp(`^${E2E.siteUrl("second")}/subscribe/success/cs_`));
    await expect(
      page.getByRole("heading", { name: "Account creation and subscription successful" }),
    ).toBeVisible({ timeout: 30_000 });
  });
});
