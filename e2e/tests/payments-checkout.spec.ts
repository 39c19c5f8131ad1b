import { continueToPayment, payOnCheckout, TEST_CARDS } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { mailCarrying, mailWithSubject, waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/**
 * Paying for the demo site's plans through the local Stripe's hosted Checkout
 * (docs/spec/visitor-experience.md §2 /subscribe and /subscribe/success/{id}, §4 subscribe flow and
 * paywall). Access follows Stripe's webhook, so the success page may first say it is confirming the
 * payment.
 */

const demo = E2E.siteUrl("demo");
const LOCKED = "overnight-cinnamon-rolls";
// Words that appear only in the locked recipe's steps.
const SECRET = "stand until foamy";
const PAYWALL =
  "This is a premium recipe and is only available to subscribers with full access subscriptions";
// The demo creator's two welcome e-mails (Settings, "Newsletter"; the demo seed writes both).
const WELCOME = ["Welcome to Maya's Kitchen", "Thank you for subscribing!"] as const;
const THANKS = ["Thank you for supporting Maya's Kitchen", "Your plan opens every recipe"] as const;

test("a signed-out visitor pays monthly with 4242…, gets an account and reads a subscriber-only recipe in full", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `payer-${Date.now()}@example.com`;
  await page.goto(`${demo}/subscribe`);
  await expect(page.getByRole("group", { name: "Choose your subscription" })).toBeVisible();
  await expect(page.getByText("Save $10.00 a year")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  const since = Date.now();
  await continueToPayment(page, "Monthly");

  await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/`));
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await payOnCheckout(page, TEST_CARDS.ok);

  await expect(page).toHaveURL(new RegExp(`^${demo}/subscribe/success/cs_`));
  await expect(
    page.getByRole("heading", { name: "Account creation and subscription successful" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(`Check your ${email} inbox for a link to log in to your account`),
  ).toBeVisible();
  await expect(page.getByText("Monthly", { exact: true })).toBeVisible();

  const mail = await waitForMail(email, since);
  await page.goto(mail.link as string);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  await page.goto(`${demo}/recipes/${LOCKED}`);
  await expect(page.getByText(SECRET)).toBeVisible();
  await expect(page.getByRole("region", { name: PAYWALL })).toHaveCount(0);
  // Welcomed as a payer, in place of the welcome to every new subscriber.
  await mailCarrying(email, ...THANKS);
  expect(await mailWithSubject(email, WELCOME[0])).toEqual([]);
});

test("a declined card shows Stripe's decline and grants nothing", async ({ page }) => {
  const email = `declined-${Date.now()}@example.com`;
  await page.goto(`${demo}/subscribe`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await continueToPayment(page, "Monthly");
  await payOnCheckout(page, TEST_CARDS.declined);
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");

  // Back on the site: no account was made, so no sign-in link was ever sent.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(`${demo}/subscribe`);
  const res = await fetch(`${E2E.apiUrl}/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
  expect(((await res.json()) as { messages: unknown[] }).messages).toEqual([]);
});

test("a free reader upgrades to yearly and the paywall opens", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `upgrade-${Date.now()}@example.com`;
  await test.step("subscribes free and signs in from the e-mail", async () => {
    await subscribeFreeAndSignIn(page, demo, email);
    await mailCarrying(email, ...WELCOME);
    await page.goto(`${demo}/recipes/${LOCKED}`);
    await expect(page.getByRole("link", { name: "Upgrade to Full Access" })).toBeVisible();
  });

  await test.step("chooses Yearly, pays, and reads the recipe in full", async () => {
    await page.goto(`${demo}/subscribe`);
    const free = page.getByRole("radio", { name: /^Free/ });
    await expect(free).toBeDisabled();
    await expect(page.getByText("Current plan")).toBeVisible();
    await continueToPayment(page, "Yearly");
    await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/`));
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await payOnCheckout(page, TEST_CARDS.ok);
    await expect(page.getByRole("heading", { name: "Subscription successful" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText("Yearly", { exact: true })).toBeVisible();
    await page.goto(`${demo}/recipes/${LOCKED}`);
    await expect(page.getByText(SECRET)).toBeVisible();
    // Welcomed again, as a payer now.
    await mailCarrying(email, ...THANKS);
    // A paid subscriber has nothing to choose on /subscribe: it sends them to the site.
    await page.goto(`${demo}/subscribe`);
    await expect(page).toHaveURL(`${demo}/`);
  });
});
