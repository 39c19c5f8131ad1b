import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { oneSignInAtATime } from "../support/sign-in";
import { installabilityErrorsInProfile } from "../support/site-icons";

/**
 * A creator site read offline on a phone (docs/decisions/0013-offline-reading.md): a paid
 * subscriber opens a public recipe and a subscriber-only one from the site's home; with every
 * request cut (the page's and the service worker's own), both open again, cook mode with them,
 * and the shopping list, whose change made offline is sent when the network returns; after
 * signing out, the subscriber-only recipe is no longer served from the device. The site
 * is an installable web app.
 */

const demo = E2E.siteUrl("demo");
const PUBLIC_RECIPE = "Garlic Butter Shrimp Linguine";
const PAID_RECIPE = /Cinnamon Rolls/i;
// Words only in the subscriber-only recipe's steps and notes (as paywall.spec.ts).
const SECRETS = ["stand until foamy", "dough hook on low"];

// This spec is about the service worker, which the other specs block (playwright.config.ts).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: "allow" });

/**
 * Signs in through the form with a session of this spec's own: signing out ends only that
 * session, never the one other specs reuse for the same person (support/sign-in.ts).
 */
async function signInAfresh(page: Page, email: string) {
  await oneSignInAtATime(email, async () => {
    const since = Date.now();
    await page.goto(`${demo}/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const mail = await waitForMail(email, since, demo);
    await page.goto(mail.link as string);
    await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  });
}

/** Whether the site's service worker keeps a copy of `path` for the reader now. */
const kept = (page: Page, path: string) =>
  page.evaluate(async (address) => {
    for (const name of await caches.keys()) {
      if (!name.includes("-pages-")) continue;
      if (await (await caches.open(name)).match(address)) return true;
    }
    return false;
  }, new URL(path, demo).href);

/** No network for the page or its service worker: every request fails as a dropped line would. */
const cutNetwork = (context: BrowserContext) =>
  context.route("**/*", (route) => route.abort("internetdisconnected"));
const restoreNetwork = (context: BrowserContext) => context.unrouteAll();

/** From the site's home, through one of its collections when given, to a recipe. */
async function openFromHome(page: Page, name: string | RegExp, collection?: string) {
  await page.goto(`${demo}/`);
  if (collection) {
    await page.getByRole("link", { name: collection, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: collection })).toBeVisible();
  }
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

test("opened recipes open offline with cook mode, until the reader signs out", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInAfresh(page, "paid@example.com");
  await page.goto(`${demo}/`);
  // The worker registers after load and takes over the open page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);

  const publicPath = await openFromHome(page, PUBLIC_RECIPE);
  const paidPath = await openFromHome(page, PAID_RECIPE, "Sunday Baking");
  await expect(page.getByText(SECRETS[0] as string)).toBeVisible();
  await expect.poll(() => kept(page, publicPath)).toBe(true);
  await expect.poll(() => kept(page, paidPath)).toBe(true);

  // The public recipe goes on the account's shopping list, which the reader opens once.
  await openFromHome(page, PUBLIC_RECIPE);
  await page.getByRole("button", { name: "Add to shopping list" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Added to your shopping list." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "View list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  const linguine = page.getByRole("checkbox", { name: /linguine$/ });
  await expect(linguine).not.toBeChecked();
  await expect.poll(() => kept(page, "/shopping-list")).toBe(true);

  await cutNetwork(context);
  // The subscriber-only recipe, whole: the reader may read it.
  await page.goto(`${demo}${paidPath}`);
  await expect(page.getByRole("heading", { level: 1, name: PAID_RECIPE })).toBeVisible();
  await expect(page.getByText(SECRETS[0] as string)).toBeVisible();
  // The public one, from the address bar, and cook mode (its code loads on use) on it.
  await page.goto(`${demo}${publicPath}`);
  await expect(page.getByRole("heading", { level: 1, name: PUBLIC_RECIPE })).toBeVisible();
  await page.getByRole("button", { name: "Cook", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Cook mode: ${PUBLIC_RECIPE}` });
  await expect(dialog).toBeVisible();
  const count = dialog.getByRole("paragraph").filter({ hasText: /^Step \d+ of 6$/ });
  await expect(count).toHaveText("Step 1 of 6");
  await dialog.getByRole("button", { name: "Next step" }).click();
  await expect(count).toHaveText("Step 2 of 6");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The list opens too, from the recipe's link followed in the page (Remix first asks for
  // the route, which the worker knows), and a line checked off in the shop waits for the network.
  await page.getByRole("link", { name: "View list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  await linguine.check();
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();

  // A link to a page never kept (the home page, an installed app's start) gets what a typed
  // address would: "You are offline", with the way to what is saved.
  await page.getByRole("banner").getByRole("link", { name: "Maya's Kitchen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: PAID_RECIPE })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(PUBLIC_RECIPE) }).click();
  await expect(page.getByRole("heading", { level: 1, name: PUBLIC_RECIPE })).toBeVisible();

  await restoreNetwork(context);
  // Online again, the list page sends what waited; the account's list (what another device
  // would load) has the line checked.
  const sent = page.waitForResponse(
    (answer) => answer.url().endsWith("/api/shopping-list") && answer.ok(),
  );
  await page.goto(`${demo}/shopping-list`);
  await sent;
  const account = await page.evaluate(async () => {
    const answer = await fetch("/api/shopping-list", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ op: "get" }),
    });
    return (await answer.json()) as { lines: { name: string; checked: boolean }[] };
  });
  expect(account.lines.find((line) => line.name === "linguine")?.checked).toBe(true);

  // The reader signs out: the copies on this device were theirs, and go.
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect.poll(() => kept(page, paidPath)).toBe(false);
  // So does the browser's copy of their shopping list.
  expect(await page.evaluate(() => localStorage.getItem("shopping-list:copy"))).toBeNull();

  await cutNetwork(context);
  const offline = await page.goto(`${demo}${paidPath}`, { waitUntil: "commit" });
  expect(offline?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const dom = await page.content();
  for (const secret of SECRETS) expect(dom).not.toContain(secret);
  await restoreNetwork(context);
});

test("a recipe first seen signed out still opens offline once the reader has signed in", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAfresh(page, "reader@example.com");
  await page.goto(`${demo}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  // Pictures are kept by the browser for a year, headers and all: seen signed out first, they
  // come back from its cache naming no viewer. (Playwright turns that cache off while it
  // routes requests, so the route answers as the cache would.)
  await context.route("**/media/**", async (route) => {
    // Node cannot look up demo.localhost: the same request to 127.0.0.1, named by Host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = "127.0.0.1";
    const response = await route.fetch({
      url: url.href,
      headers: { ...route.request().headers(), host },
    });
    const headers = { ...response.headers(), "x-offline-viewer": "anonymous" };
    await route.fulfill({ response, headers });
  });
  const path = await openFromHome(page, PUBLIC_RECIPE);
  await expect(page.locator("main img").first()).toHaveJSProperty("complete", true);
  await expect.poll(() => kept(page, path)).toBe(true);
  const viewers = await page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.includes("-pages-")),
  );
  expect(viewers).toHaveLength(1);
  expect(viewers[0]).not.toMatch(/anonymous$/);

  // A picture's answer still on its way must land before the network is cut.
  await context.unrouteAll({ behavior: "wait" });
  await cutNetwork(context);
  await page.goto(`${demo}${path}`);
  await expect(page.getByRole("heading", { level: 1, name: PUBLIC_RECIPE })).toBeVisible();
  await restoreNetwork(context);
});

test("the site, with its service worker, is an installable web app", async () => {
  expect(await installabilityErrorsInProfile(`${demo}/`)).toEqual([]);
});
