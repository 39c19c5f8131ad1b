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
