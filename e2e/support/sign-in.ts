import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { waitForMail } from "./mailbox";
import { E2E } from "./ports";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/**
 * Sessions this run already made, one file per person and host. Sign-in is rate limited
 * (five links per address and site, thirty per IP, in 15 minutes), exactly as in
 * production, and the whole suite runs from one IP: each person signs in through the form
 * once per host and run, and later tests reuse that session. The files live in the run's
 * state, which global-setup wipes, so a session never outlives its platform.
 */
const sessionFile = (email: string, origin: string) =>
  path.join(E2E.stateDir, "browser-sessions", `${email}@${new URL(origin).host}.json`);

/** Signs in through the form and the e-mailed link, as a person would, on `origin`. */
export async function signIn(page: Page, email: string, origin: string) {
  const file = sessionFile(email, origin);
  if (existsSync(file)) {
    await page.context().addCookies(JSON.parse(readFileSync(file, "utf8")) as Cookies);
    await page.goto(origin);
    if (await page.getByRole("button", { name: "Account" }).isVisible()) return;
  }

  const since = Date.now();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(email, since);
  await page.goto(mail.link as string);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();

  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(await page.context().cookies(origin)));
}
