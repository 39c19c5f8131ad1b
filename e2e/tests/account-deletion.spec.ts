import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

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
