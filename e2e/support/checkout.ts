import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** Stripe's test cards (the local Stripe honours them as Stripe does). */
export const TEST_CARDS = {
  ok: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

/** Fills the local Stripe's hosted Checkout page and submits it. */
export async function payOnCheckout(page: Page, card: string) {
  await expect(page.getByLabel("Card number")).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Test Reader");
  await page.getByRole("button", { name: "Subscribe" }).click();
}

/**
 * Chooses a plan on /subscribe and continues to Stripe. A pick that lands while React
 * hydrates the radios can be put back, so pick until it holds on the hydrated page.
 */
export async function continueToPayment(page: Page, plan: "Monthly" | "Yearly") {
  const main = page.getByRole("main");
  const radio = main.getByRole("radio", { name: new RegExp(`^${plan}`) });
  await expect(async () => {
    await radio.check();
    await waitForHydration(page);
    await expect(radio).toBeChecked({ timeout: 1000 });
  }).toPass();
  await main.getByRole("button", { name: "Continue to payment" }).click();
}
