import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/** docs/spec/visitor-experience.md §2 Header: "Mobile: bookmark icon when signed in". */

const demo = E2E.siteUrl("demo");
const ICON = { name: "Bookmarks (opens in a new tab)" };

test("the bookmark icon shows on mobile for signed-in readers only, and opens their bookmarks", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${demo}/`);
  await expect(page.getByRole("banner").getByRole("button", ICON)).toHaveCount(0);

  await signIn(page, "baker@example.com", demo);
  const icon = page.getByRole("banner").getByRole("button", ICON);
  await expect(icon).toBeVisible();

  // Desktop widths reach bookmarks through the account menu instead.
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(icon).toBeHidden();
  await page.setViewportSize({ width: 390, height: 800 });

  const [account] = await Promise.all([context.waitForEvent("page"), icon.click()]);
  await account.waitForLoadState();
  await expect(account).toHaveURL(`${E2E.platformUrl}/bookmarks`);
  await expect(account.getByRole("heading", { level: 1, name: "Bookmarks" })).toBeVisible();
});

test("a centred header keeps its title in the middle of the row on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The second demo site chose the centred header layout (worker/seed/content/second-site.ts).
  await page.goto(E2E.siteUrl("second"));
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  const title = await banner.locator(".site-header__brand").boundingBox();
  const row = await banner.locator(".site-header__inner").boundingBox();
  if (!title || !row) throw new Error("the header is not laid out");
  const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
  expect(Math.abs(middle(title) - middle(row))).toBeLessThanOrEqual(2);
});
