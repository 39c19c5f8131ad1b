import { expect, test } from "../support/fixtures";
import { mailWithSubject, waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { oneSignInAtATime, signIn } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/**
 * A reader deletes their account from the account area and undoes it by
 * signing in again within the 30 days.
 */

test("a reader deletes their account, is signed out, and signing in again brings it back", async ({
  page,
}) => {
  const email = `leaving-${Date.now().toString(36)}@example.com`;
  await signIn(page, email, E2E.platformUrl);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Delete your account…" }).click();
  await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();

  await page.getByLabel("Remove them").check();
  const confirm = page.getByLabel("Type your e-mail address or “delete” to confirm");
  await confirm.fill("nope");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText('Type your e-mail address or "delete" to confirm')).toBeVisible();

  await confirm.fill("delete");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await expect(page).toHaveURL(/\/account-deleted\?until=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("status")).toContainText(
    "Sign in again with the same e-mail address before",
  );

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprofile/);

  await signIn(page, email, E2E.platformUrl);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
});

test("restoring by signing in from the deleted page lands in Subscriptions with the free plan back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const demo = E2E.siteUrl("demo");
  const email = `returning-${Date.now().toString(36)}@example.com`;
  await subscribeFreeAndSignIn(page, demo, email);
  // The site's /subscriptions leads to the account's list, signed in there too.
  await page.goto(`${demo}/subscriptions`);
  await expect(page).toHaveURL(`${E2E.platformUrl}/subscriptions`);
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Profile" })
    .click();
  await page.getByRole("link", { name: "Delete your account…" }).click();
  await page.getByLabel("Type your e-mail address or “delete” to confirm").fill(email);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("free subscriptions come back");
  await expect(page.getByRole("status")).toContainText("Paid subscriptions were cancelled");
  await expect
    .poll(async () => (await mailWithSubject(email, "account is deleted")).length)
    .toBe(1);

  await page.getByRole("link", { name: "Sign in to restore your account" }).click();
  await oneSignInAtATime(email, async () => {
    const since = Date.now();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Sign In" }).click();
    const mail = await waitForMail(email, since, E2E.platformUrl);
    await page.getByLabel(/6-digit code/).fill(mail.code as string);
    await page.getByRole("button", { name: /code/i }).click();
  });

  await expect(page).toHaveURL(/\/subscriptions\?restored=1/);
  const notice = page.getByRole("status").filter({ hasText: "Welcome back" });
  await expect(notice).toContainText("Your account is restored");
  await expect(notice).toContainText("Your free subscription is running again");
  const row = page.getByRole("article", { name: "Maya's Kitchen" });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
});

test("restoring by signing in on a creator's site says welcome back there, then goes on", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const demo = E2E.siteUrl("demo");
  const email = `returning-site-${Date.now().toString(36)}@example.com`;
  await subscribeFreeAndSignIn(page, demo, email);
  await page.goto(`${demo}/subscriptions`);
  await expect(page).toHaveURL(`${E2E.platformUrl}/subscriptions`);
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Profile" })
    .click();
  await page.getByRole("link", { name: "Delete your account…" }).click();
  await page.getByLabel("Type your e-mail address or “delete” to confirm").fill("delete");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();

  // Back on the site, signed out there (the deletion ended every session): sign in again.
  await oneSignInAtATime(email, async () => {
    const since = Date.now();
    await page.goto(`${demo}/sign-in?next=%2Frecipes`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Sign In" }).click();
    const mail = await waitForMail(email, since, demo);
    await page.goto(mail.link as string);
  });

  await expect(page).toHaveURL(/\/welcome-back\?restored=1/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeFocused();
  await expect(page.getByText("Your account is restored")).toBeVisible();
  await expect(page.getByText("Your free subscription is running again")).toBeVisible();
  await expect(page.getByRole("button", { name: /Your subscriptions/ })).toBeVisible();
  await page.getByRole("link", { name: "Browse recipes" }).click();
  await expect(page).toHaveURL(`${demo}/recipes`);
  // Once: the next page is the ordinary one.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(0);
});
