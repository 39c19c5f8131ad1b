import { expect, type Page } from "@playwright/test";
import { waitForMail } from "./mailbox";

/**
 * A new reader subscribes free on `siteUrl`'s /subscribe (signed out), opens the sign-up link
 * from the dev mailbox and is signed in there: a free subscriber of that site.
 */
export async function subscribeFreeAndSignIn(page: Page, siteUrl: string, email: string) {
  await page.goto(`${siteUrl}/subscribe?email=${encodeURIComponent(email)}`);
  const submit = await chooseFreePlan(page);
  const since = Date.now();
  await submit.click();
  await expect(page).toHaveURL(/\/subscribe\/success\?email=/);
  const mail = await waitForMail(email, since);
  await page.goto(mail.link as string);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
}

/**
 * On /subscribe: the free plan chosen and the button that takes it. A site that sells paid
 * plans asks which plan; a free-only site has no choice to make, and its button says so.
 */
export async function chooseFreePlan(page: Page) {
  const main = page.getByRole("main");
  const chooser = main.getByRole("group", { name: "Choose your subscription" });
  const freeOnly = main.getByRole("button", { name: "Create Account & Subscribe" });
  await expect(chooser.or(freeOnly)).toBeVisible();
  if ((await chooser.count()) === 0) return freeOnly;
  const submit = main.getByRole("button", { name: "Subscribe", exact: true });
  // A pick that lands while React hydrates the radios can be lost: pick until the button
  // follows, pressing the radio even when it already shows as checked (check() would not),
  // as a person would.
  await expect(async () => {
    await main.getByRole("radio", { name: /^Free/ }).click();
    await expect(submit).toBeEnabled({ timeout: 1000 });
  }).toPass();
  return submit;
}
