import { expect, type Page } from "@playwright/test";
import { waitForMail } from "./mailbox";

/** Signs in through the form and the e-mailed link, as a person would, on `origin`. */
export async function signIn(page: Page, email: string, origin: string) {
  const since = Date.now();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(email, since);
  await page.goto(mail.link as string);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
}
