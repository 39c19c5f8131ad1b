import type { Locator, Page } from "@playwright/test";
import { continueToPayment, payOnCheckout, TEST_CARDS } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/**
 * Readers come back where they were: Checkout from a locked recipe returns to it, the
 * account's Subscriptions page dates the paid plan from its purchase, a site's /bookmarks
 * leads to the reader's bookmarks (and /account, /login, /wp-admin where they mean), and the site's header stays one row on a phone with no
 * sign-in links once signed in; the account menu is a bottom sheet there.
 */

const demo = E2E.siteUrl("demo");
const LOCKED = "overnight-cinnamon-rolls";
const SECRET = "stand until foamy";
const PHONE = { width: 390, height: 844 };

// The account area says a day in the reader's own zone: this machine's, in the browser as here.
const DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** The header's visible parts sit on one line: their boxes overlap vertically. */
async function expectOneRow(header: Locator, parts: Locator[]) {
  const boxes = [];
  for (const part of parts) {
    await expect(part).toBeVisible();
    boxes.push(await part.boundingBox());
  }
  const tops = boxes.map((box) => box?.y ?? Number.NaN);
  const bottoms = boxes.map((box) => (box?.y ?? Number.NaN) + (box?.height ?? 0));
  // Every part starts above where every other ends: one row, not two.
  expect(Math.max(...tops)).toBeLessThan(Math.min(...bottoms));
  const height = (await header.boundingBox())?.height ?? 0;
  expect(height).toBeLessThan(80);
}

async function expectNoSignInLinks(page: Page) {
  for (const region of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
    await expect(
      region.getByRole("link", { name: /^(Sign In|Sign Up|Create Account)$/ }),
    ).toHaveCount(0);
  }
}

test("on a 390 px screen the site header is one row signed out and signed in; the account menu is a bottom sheet", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto(`${demo}/`);
  const header = page.getByRole("banner");
  const menu = header.getByRole("button", { name: "Menu" });
  const brand = header.getByRole("link", { name: "Maya's Kitchen" }).first();
  await expectOneRow(header, [menu, brand, header.getByRole("link", { name: "Sign In" })]);
  // Create Account waits in the menu sheet on a phone.
  await expect(header.getByRole("link", { name: "Create Account" })).toBeHidden();
  await menu.click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet.getByRole("link", { name: "Create Account" })).toBeVisible();
  await sheet.getByRole("button", { name: "Close" }).click();

  await signIn(page, "reader@example.com", demo);
  await page.setViewportSize(PHONE);
  await expectOneRow(header, [
    menu,
    brand,
    header.getByRole("button", { name: "Bookmarks (opens in a new tab)" }),
    header.getByRole("button", { name: "Account" }),
  ]);
  await expectNoSignInLinks(page);

  await header.getByRole("button", { name: "Account" }).click();
  const account = page.getByRole("dialog", { name: "Account" });
  await expect(account.getByRole("button", { name: /^Subscriptions/ })).toBeVisible();
  // A bottom sheet: modal, full width, resting on the bottom edge.
  expect(await account.evaluate((el) => el.matches(":modal"))).toBe(true);
  // Measured where it rests, once its slide up has finished.
  await account.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await account.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(PHONE.width - 20);
  expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - PHONE.height)).toBeLessThan(2);
  await account.getByRole("button", { name: "Close" }).click();
  await expect(account).toBeHidden();

  // From 768 px it is the dropdown under the button.
  await page.setViewportSize({ width: 1200, height: 800 });
  await header.getByRole("button", { name: "Account" }).click();
  await expect(account.getByRole("button", { name: /^Subscriptions/ })).toBeVisible();
  expect(await account.evaluate((el) => el.matches(":modal"))).toBe(false);
  expect((await account.boundingBox())?.width).toBeLessThan(400);
  await page.keyboard.press("Escape");
  await expect(account).toBeHidden();
  await expect(header.getByRole("button", { name: "Account" })).toBeFocused();
  // A press elsewhere on the page closes it too.
  await header.getByRole("button", { name: "Account" }).click();
  await expect(account.getByRole("button", { name: /^Subscriptions/ })).toBeVisible();
  await page.getByRole("main").click({ position: { x: 5, y: 5 } });
  await expect(account).toBeHidden();
});

test("the platform's and kitchen's footers offer sign-in only when signed out", async ({
  page,
}) => {
  await page.goto(E2E.platformUrl);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Create Account" })).toBeVisible();

  await signIn(page, "chef@example.com", E2E.platformUrl);
  await expectNoSignInLinks(page);
  await footer.getByRole("link", { name: "Kitchen" }).click();
  await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen`);
  await expectNoSignInLinks(page);
});

test("a site's /bookmarks leads to the reader's bookmarks, through sign-in when signed out", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${demo}/bookmarks`);
  await expect(page).toHaveURL(`${demo}/sign-in?next=%2Fbookmarks`);

  await signIn(page, "reader@example.com", demo);
  await page.goto(`${demo}/bookmarks`);
  await expect(page).toHaveURL(`${E2E.platformUrl}/bookmarks`);
  await expect(page.getByRole("heading", { level: 1, name: "Bookmarks" })).toBeVisible();
});

test("addresses typed from habit lead where they mean: /login, /account, a site's /profile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The query rides along, so a sign-in that was heading somewhere still gets there.
  await page.goto(`${demo}/login?next=%2Frecipes`);
  await expect(page).toHaveURL(`${demo}/sign-in?next=%2Frecipes`);
  await page.goto(`${demo}/register`);
  await expect(page).toHaveURL(`${demo}/sign-up`);
  await page.goto(`${demo}/account`);
  await expect(page).toHaveURL(`${demo}/sign-in?next=%2Faccount`);

  await signIn(page, "reader@example.com", demo);
  await page.goto(`${demo}/profile`);
  await expect(page).toHaveURL(`${E2E.platformUrl}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await page.goto(`${demo}/account`);
  await expect(page).toHaveURL(`${E2E.platformUrl}/bookmarks`);
  await page.goto(`${E2E.platformUrl}/account`);
  await expect(page).toHaveURL(`${E2E.platformUrl}/bookmarks`);
  await expect(page.getByRole("heading", { level: 1, name: "Bookmarks" })).toBeVisible();
  // Anything else is still a plain 404.
  const missing = await page.goto(`${demo}/no-such-page`);
  expect(missing?.status()).toBe(404);
});

test("a creator's /wp-admin or /kitchen on their site opens its kitchen", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "chef@example.com", demo);
  // The site's kitchen opens on its recipes.
  const kitchen = `${E2E.platformUrl}/kitchen/demo/recipes`;
  await page.goto(`${demo}/wp-admin`);
  await expect(page).toHaveURL(kitchen);
  await expect(page.getByRole("navigation", { name: "Kitchen" })).toBeVisible();
  await page.goto(`${demo}/kitchen`);
  await expect(page).toHaveURL(kitchen);
});

test("a free subscriber upgrades from the account's Subscriptions, signed in on the site", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `upgrade-${Date.now()}@example.com`;
  await subscribeFreeAndSignIn(page, demo, email);
  // The site's /subscriptions leads to the account's list, signed in there too.
  await page.goto(`${demo}/subscriptions`);
  await expect(page).toHaveURL(`${E2E.platformUrl}/subscriptions`);
  const row = page.getByRole("article", { name: "Maya's Kitchen" });
  await expect(row.getByText("Free", { exact: true }).first()).toBeVisible();
  await row.getByRole("button", { name: "Upgrade to paid on Maya's Kitchen" }).click();

  await expect(page).toHaveURL(`${demo}/subscribe`);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  await continueToPayment(page, "Monthly");
  // On Stripe's Checkout for the monthly plan: the upgrade is a click away from the list.
  await expect(page.getByLabel("Card number")).toBeVisible();
});

test("checkout from a locked recipe returns to it, and Subscriptions dates the paid plan", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const email = `return-${Date.now()}@example.com`;
  await subscribeFreeAndSignIn(page, demo, email);

  await test.step("the paywall's Upgrade leads through Checkout and back to the recipe", async () => {
    await page.goto(`${demo}/recipes/${LOCKED}`);
    await page.getByRole("link", { name: "Upgrade to Full Access" }).click();
    await expect(page).toHaveURL(`${demo}/subscribe?next=%2Frecipes%2F${LOCKED}`);
    await waitForHydration(page);
    await continueToPayment(page, "Monthly");
    await payOnCheckout(page, TEST_CARDS.ok);
    await expect(page).toHaveURL(
      new RegExp(`^${demo}/subscribe/success/cs_\\w+\\?next=%2Frecipes%2F${LOCKED}$`),
    );
    await expect(page.getByRole("heading", { name: "Subscription successful" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("link", { name: "Back to the recipe" }).click();
    await expect(page).toHaveURL(`${demo}/recipes/${LOCKED}`);
    await expect(page.getByText(SECRET)).toBeVisible();
  });

  await test.step("Subscriptions says when the paid plan began", async () => {
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    const [account] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: /^Subscriptions/ }).click(),
    ]);
    await account.waitForLoadState();
    await expect(account).toHaveURL(`${E2E.platformUrl}/subscriptions`);
    const item = account.getByRole("article", { name: "Maya's Kitchen" });
    await expect(item.getByRole("definition").first()).toHaveText("Monthly");
    const today = DAY.format(new Date());
    await expect(item.getByText("Paid since")).toBeVisible();
    await expect(item.locator("dt:text-is('Paid since') + dd")).toHaveText(today);
    // The free subscription began today too: one date, not two.
    await expect(item.getByText("Following since")).toHaveCount(0);
  });
});
