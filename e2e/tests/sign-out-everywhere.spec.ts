import type { BrowserContext, Page } from "@playwright/test";
import { expect, prepareContext, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/**
 * "Sign out everywhere else" (the account area's Profile): a reader signed in on a friend's
 * phone, on a creator site and, through its account menu, in the account area, signs out
 * there from their own laptop; the laptop stays signed in.
 */
test("signing out everywhere else ends the other browser's sessions on the site and the platform", async ({
  page: phone,
  context: phoneContext,
  browser,
}) => {
  test.setTimeout(120_000);
  const demo = E2E.siteUrl("demo");
  const email = `elsewhere-${Date.now().toString(36)}@example.com`;

  // The friend's phone: signed in on the demo site, then into the account area from its
  // menu (a new tab, signed in there by the single-use hop).
  const phoneAccount = await signInOnSiteThenProfile(phone, phoneContext, demo, email);

  // The reader's own laptop, signed in on the platform, walks to Profile from the menu.
  const laptopContext = await prepareContext(
    await browser.newContext({ baseURL: E2E.platformUrl }),
  );
  const laptop = await laptopContext.newPage();
  await signIn(laptop, email, E2E.platformUrl);
  await waitForHydration(laptop);
  await laptop.getByRole("button", { name: "Account" }).click();
  await laptop
    .getByRole("dialog", { name: "Account" })
    .getByRole("link", { name: "Profile" })
    .click();
  await expect(laptop.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

  const section = laptop.getByRole("region", { name: "Sign out everywhere else" });
  await section.getByRole("button", { name: "Sign out everywhere else" }).click();
  const confirm = laptop.getByRole("alertdialog", { name: "Sign out everywhere else?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Sign out everywhere else" }).click();
  // The phone's site session and the account area's it opened: two sessions.
  const news = section.getByRole("status");
  await expect(news).toHaveText("Signed out of 2 other sessions. You are still signed in here.");
  await expect(section.locator(".account-feedback")).toBeFocused();

  // The phone's next page loads are signed out, on the site and in the account area.
  await phone.reload();
  await expect(phone.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(phone.getByRole("button", { name: "Account" })).toBeHidden();
  await phoneAccount.reload();
  await expect(phoneAccount).toHaveURL(/\/sign-in\?next=%2Fprofile$/);

  // The laptop is still signed in, and asking again ends nothing more.
  await laptop.reload();
  await expect(laptop.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await section.getByRole("button", { name: "Sign out everywhere else" }).click();
  await laptop
    .getByRole("alertdialog", { name: "Sign out everywhere else?" })
    .getByRole("button", { name: "Sign out everywhere else" })
    .click();
  await expect(section.getByRole("status")).toHaveText(
    "You were not signed in anywhere else. You are still signed in here.",
  );
  await laptopContext.close();
});

/**
 * "Where you're signed in" (Profile, above it): the friend's phone, signed in on the site and
 * from there in the account area, is one entry; the reader signs out just that one from the
 * laptop, and the laptop, marked "This device", stays.
 */
test("the list of where you're signed in shows each device once and signs one out", async ({
  page: phone,
  context: phoneContext,
  browser,
}) => {
  test.setTimeout(120_000);
  const demo = E2E.siteUrl("demo");
  const email = `where-${Date.now().toString(36)}@example.com`;

  const phoneAccount = await signInOnSiteThenProfile(phone, phoneContext, demo, email);

  const laptopContext = await prepareContext(
    await browser.newContext({ baseURL: E2E.platformUrl }),
  );
  const laptop = await laptopContext.newPage();
  await signIn(laptop, email, E2E.platformUrl);
  await waitForHydration(laptop);
  await laptop.getByRole("button", { name: "Account" }).click();
  await laptop
    .getByRole("dialog", { name: "Account" })
    .getByRole("link", { name: "Profile" })
    .click();
  await expect(laptop.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

  // Two entries: this laptop, and the phone's site and account area as one.
  const section = laptop.getByRole("region", { name: "Where you're signed in" });
  const entries = section.getByRole("listitem");
  await expect(entries).toHaveCount(2);
  const here = entries.filter({ hasText: "This device" });
  await expect(here).toContainText("Active now");
  await expect(here.getByRole("button")).toHaveCount(0);
  const other = entries.filter({ hasNotText: "This device" });
  await expect(other).toContainText(/On this platform and /);
  await expect(other).toContainText("Last active");

  await other.getByRole("button", { name: /^Sign out / }).click();
  const confirm = laptop.getByRole("alertdialog", { name: /^Sign out .+\?$/ });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Signed out. That device is signed out everywhere the next time it opens a page.",
  );
  await expect(section.locator(".account-feedback")).toBeFocused();
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText("This device");

  // The phone's next page loads are signed out, on the site and in the account area.
  await phone.reload();
  await expect(phone.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await phoneAccount.reload();
  await expect(phoneAccount).toHaveURL(/\/sign-in\?next=%2Fprofile$/);

  // The laptop is still signed in.
  await laptop.reload();
  await expect(section.getByRole("listitem")).toHaveCount(1);
  await laptopContext.close();
});

/**
 * A new reader signs in on `site`, then opens Profile from the site's account menu: a new
 * tab in the account area, signed in there by the single-use hop. Returns that tab.
 */
async function signInOnSiteThenProfile(
  page: Page,
  context: BrowserContext,
  site: string,
  email: string,
): Promise<Page> {
  await subscribeFreeAndSignIn(page, site, email);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Account" }).click();
  const [account] = await Promise.all([
    context.waitForEvent("page"),
    page
      .getByRole("dialog", { name: "Account" })
      .getByRole("button", { name: /^Profile/ })
      .click(),
  ]);
  await expect(account).toHaveURL(`${E2E.platformUrl}/profile`);
  await expect(account.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  return account;
}
