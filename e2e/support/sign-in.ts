import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * Runs `work` (asking for a sign-in mail and using it) while no other worker of this run
 * signs `email` in: the dev mailbox tells mails to one address apart only by their time,
 * so two sign-ins of one person at once could take each other's link. The lock is a
 * directory (mkdir is atomic); the run's state, wiped by global-setup, holds it.
 */
export async function oneSignInAtATime<T>(email: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(E2E.stateDir, "sign-in-locks", email);
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > deadline) throw new Error(`${email} stayed locked for a minute`);
      // Another worker's sign-in of the same person: a few seconds at most.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Signs in through the form and the e-mailed link, as a person would, on `origin`. */
export async function signIn(page: Page, email: string, origin: string) {
  const file = sessionFile(email, origin);
  const reused = async () => {
    if (!existsSync(file)) return false;
    await page.context().addCookies(JSON.parse(readFileSync(file, "utf8")) as Cookies);
    await page.goto(origin);
    return page.getByRole("button", { name: "Account" }).isVisible();
  };
  if (await reused()) return;

  await oneSignInAtATime(email, async () => {
    // Another worker may have signed this person in while this one waited for the lock.
    if (await reused()) return;
    const since = Date.now();
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const mail = await waitForMail(email, since, origin);
    await page.goto(mail.link as string);
    await expect(page.getByRole("button", { name: "Account" })).toBeVisible();

    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(await page.context().cookies(origin)));
  });
}
