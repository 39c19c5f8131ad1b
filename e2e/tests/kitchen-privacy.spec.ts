import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Every site has /privacy, linked from its footer: the platform's notice (what is kept and
 * why) until the creator saves their own in the kitchen, and again once they empty it.
 */

const second = E2E.siteUrl("second");

/** A visitor's way there: the footer's legal line. */
async function openPrivacyFromFooter(page: Page) {
  await page.goto(second);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(`${second}/privacy`);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
}

/** The creator's way there: the kitchen's navigation. */
async function openPrivacyEditor(page: Page) {
  await page.goto("/kitchen/second/overview");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Privacy" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy page" })).toBeVisible();
  return page.getByRole("textbox", { name: "Privacy page text" });
}

async function saveText(page: Page, text: string) {
  const editor = page.getByRole("textbox", { name: "Privacy page text" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  if (text) await page.keyboard.type(text);
  await page.getByRole("button", { name: "Save Privacy page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Privacy page saved." })).toBeVisible();
}

test("the footer's Privacy link shows the platform's notice until the creator writes their own", async ({
  page,
}) => {
  // A sign-in, two saves in the kitchen and the site's pages in between: a busy machine
  // needs more than the default timeout.
  test.slow();
  await openPrivacyFromFooter(page);
  for (const topic of [
    "Your account",
    "Comments",
    "Subscriptions and newsletters",
    "Payments",
    "Cookies",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: topic })).toBeVisible();
  }
  await expect(page.getByText(/Paid subscriptions are handled by Stripe/)).toBeVisible();
  await expect(page.getByText(/one keeps you signed in/)).toBeVisible();

  await signIn(page, "baker@example.com", E2E.platformUrl);
  const editor = await openPrivacyEditor(page);
  await expect(
    page.getByText(/standard privacy notice below until you save your own/),
  ).toBeVisible();
  await expect(editor).toContainText("Payments");

  const mine = `Theo keeps your e-mail for the bread letter and nothing else (${Date.now()}).`;
  try {
    await saveText(page, mine);
    await openPrivacyFromFooter(page);
    await expect(page.getByText(mine)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payments" })).toHaveCount(0);
  } finally {
    // Emptied, the notice goes back to the platform's, so the site is left as seeded.
    await openPrivacyEditor(page);
    await saveText(page, "");
  }
  await openPrivacyFromFooter(page);
  await expect(page.getByRole("heading", { level: 2, name: "Payments" })).toBeVisible();
  await expect(page.getByText(mine)).toHaveCount(0);
});
