import type { Page } from "@playwright/test";
import { continueToPayment } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { newCreatorRequired, paidReaderRequired, signedOutRequired } from "../support/walk-routes";
import { Walk } from "../support/walker";

/**
 * Walking tests: each person starts at the platform's or a site's home and reaches, by
 * clicking links and buttons only, every page they can use (support/walker.ts; the lists of
 * what each must reach are in support/walk-routes.ts). A walk fails on a page it cannot
 * reach, a 4xx or 5xx, a CSP violation or console error, a sign-in link shown to someone
 * signed in, and a link to a page that does not exist. These walks only read: the owner's
 * walk, through the kitchen, is kitchen-walk.spec.ts.
 */

const demo = E2E.siteUrl("demo");

// Three people, three accounts: nothing is shared, and each walk takes minutes, so they
// spread over the workers instead of queueing on one.
test.describe.configure({ mode: "parallel" });

/** Fails the test with everything the walk found, and logs how far it went. */
function report(walk: Walk, who: string, required: string[]) {
  console.log(
    `${who} reached ${walk.reached.size} pages:\n  ${[...walk.reached.keys()].sort().join("\n  ")}`,
  );
  expect.soft(walk.failures, `what ${who} met on the way`).toEqual([]);
  expect(walk.missing(required), `pages ${who} could not reach`).toEqual([]);
}

/**
 * Checkout, as a signed-out visitor: from the platform's home to the demo site, Subscribe, a monthly plan and an
 * address, on to the local Stripe's hosted Checkout page (and no further: nothing is paid).
 */
async function walkToCheckout(walk: Walk, page: Page) {
  await page.getByRole("link", { name: "Visit the demo site" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Subscribe" }).first().click();
  await page.getByLabel("Email", { exact: true }).fill(`walker-${Date.now()}@example.com`);
  await continueToPayment(page, "Monthly");
  await expect(page).toHaveURL(new RegExp(`^${E2E.stripeUrl}/c/pay/`));
  await expect(page.getByLabel("Card number")).toBeVisible();
  walk.reached.set("stripe /c/pay/$session", page.url());
}

test("a signed-out visitor reaches every public page of the platform and of a site", async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  const walk = new Walk(context, { who: "a signed-out visitor", signedInOn: [] });
  await walk.from(page, `${E2E.platformUrl}/`);
  await walkToCheckout(walk, page);
  report(walk, "a signed-out visitor", signedOutRequired());
});

test("a paid subscriber reaches the site, the account area, their billing and the API reference", async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  await signIn(page, "paid@example.com", demo);
  await signIn(page, "paid@example.com", E2E.platformUrl);
  const walk = new Walk(context, {
    who: "a paid subscriber",
    signedInOn: [demo, E2E.platformUrl],
    navigatingButtons: /^Manage billing\b/,
  });
  await walk.from(page, `${demo}/`);
  report(walk, "a paid subscriber", paidReaderRequired());
});

test("a creator who has just signed up, with no site yet, reaches the kitchen, site creation and the account area", async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  const email = `walking-creator-${Date.now()}@example.com`;
  const walk = new Walk(context, {
    who: "a new creator",
    signedInOn: [E2E.platformUrl],
    // A site's public pages are the other walks'; this one is about the platform.
    scope: (key) => key.startsWith("platform "),
  });
  await page.goto(`${E2E.platformUrl}/`);
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  // The home page has an e-mail field of its own (early sign-ups): fill the sign-up page's.
  await expect(page.getByRole("heading", { name: "Create account" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  const since = Date.now();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(email, since, E2E.platformUrl);
  // The e-mail's link is where the walk starts.
  await walk.from(page, mail.link as string);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  report(walk, "a new creator", newCreatorRequired());
});
