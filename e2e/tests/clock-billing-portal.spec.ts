import type { Page } from "@playwright/test";
import { continueToPayment, payOnCheckout, TEST_CARDS } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { mailWithSubject, waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A paid reader manages their plan from the account area: 'Manage billing' opens
 * the local Stripe's Billing Portal, where they cancel at period end and renew; access stays
 * until the end date the account area shows, and closes when the Stripe clock passes it.
 * The clock moves a month, so this runs last (the "clock" project).
 */

const demo = E2E.siteUrl("demo");
const LOCKED = "overnight-cinnamon-rolls";
const SECRET = "stand until foamy";
const CANCELLED = "subscription is cancelled";
const PAYWALL =
  "This is a premium recipe and is only available to subscribers with full access subscriptions";

async function payMonthly(page: Page, email: string) {
  await page.goto(`${demo}/subscribe`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  const since = Date.now();
  await continueToPayment(page, "Monthly");
  await payOnCheckout(page, TEST_CARDS.ok);
  await expect(
    page.getByRole("heading", { name: "Account creation and subscription successful" }),
  ).toBeVisible({ timeout: 30_000 });
  const mail = await waitForMail(email, since);
  await page.goto(mail.link as string);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
}

/** The account area, reloaded until the webhook-driven row shows `text`. */
async function accountAreaShows(page: Page, text: string | RegExp) {
  await expect(async () => {
    await page.goto(`${E2E.platformUrl}/subscriptions`);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

async function openPortal(page: Page) {
  await page.goto(`${E2E.platformUrl}/subscriptions`);
  await page.getByRole("button", { name: /^Manage billing/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/p/session/`));
  await expect(page.getByRole("heading", { name: "Manage billing" }).first()).toBeVisible();
}

test("a paid reader cancels in the portal, keeps access until the end date, renews, and loses access when the clock passes it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `portal-${Date.now()}@example.com`;
  await test.step("pays monthly and opens the account area", async () => {
    await payMonthly(page, email);
    await signIn(page, email, E2E.platformUrl);
    await accountAreaShows(page, "Renews on");
  });

  await test.step("cancels in the portal: access stays, the account area says until when", async () => {
    await openPortal(page);
    await page.getByRole("link", { name: "Cancel plan" }).click();
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await expect(page.getByText(/Your plan will be canceled on/)).toBeVisible();
    await page.getByRole("link", { name: /^Return to/ }).click();
    await expect(page).toHaveURL(`${E2E.platformUrl}/subscriptions`);
    await accountAreaShows(page, "Ends on");
    await expect(page.getByText(/Cancelled: you keep access until \w+ \d+, \d{4}\./)).toBeVisible();
    await page.goto(`${demo}/recipes/${LOCKED}`);
    await expect(page.getByText(SECRET)).toBeVisible();
    // The webhook's news reaches the reader's inbox: once, with the day access ends.
    await expect
      .poll(async () => (await mailWithSubject(email, CANCELLED)).length, { timeout: 30_000 })
      .toBe(1);
    const [mail] = await mailWithSubject(email, CANCELLED);
    expect(mail?.subject).toBe("Your Maya's Kitchen subscription is cancelled");
    expect(mail?.text).toMatch(/You keep full access until \w+ \d+, \d{4}/);
  });

  await test.step("renews in the portal before the end", async () => {
    await openPortal(page);
    await page.getByRole("button", { name: "Renew plan" }).click();
    await expect(page.getByText(/Your plan renews on/)).toBeVisible();
    await accountAreaShows(page, "Renews on");
    await expect(page.getByText("Ends on")).toHaveCount(0);
  });

  await test.step("cancels from the account area, and the clock passing the end closes the paywall", async () => {
    await page.getByRole("button", { name: /^Cancel subscription/ }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel subscription?" });
    await expect(dialog.getByText(/You keep access until/)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByText(/is cancelled\. You keep access until/)).toBeVisible();
    await expect(page.getByText("Ends on")).toBeVisible();
    // Cancelled again after renewing: told again.
    await expect
      .poll(async () => (await mailWithSubject(email, CANCELLED)).length, { timeout: 30_000 })
      .toBe(2);

    const res = await fetch(`${E2E.stripeUrl}/_emulator/clock/advance`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ seconds: 32 * 24 * 60 * 60 }),
    });
    expect(res.ok).toBe(true);
    await accountAreaShows(page, /^Cancelled$/);
    await expect(async () => {
      await page.goto(`${demo}/recipes/${LOCKED}`);
      await expect(page.getByRole("region", { name: PAYWALL })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(SECRET)).toHaveCount(0);
  });
});
