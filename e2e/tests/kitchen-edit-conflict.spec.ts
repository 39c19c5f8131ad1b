import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, prepareContext, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { chefStartsNewRecipe } from "../support/kitchen";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The chef has one draft open in two tabs (a laptop's old tab, say). A save from the tab
 * that fell behind is refused rather than written over the other's: the editor says so,
 * takes the focus there, stops autosaving, and lets the chef take the saved version or
 * keep their own. Before any of that, the second tab says the recipe is open elsewhere, and
 * leaving the editor takes that back. Its own recipe, so no other spec sees it.
 */

const SAVED = /^Saved/;
const CONFLICT = "This recipe was changed somewhere else";
const OPEN_ELSEWHERE = "You also have this recipe open in another tab or on another device.";

/** An editor's call saying it has the recipe open (`leaving: false`) or has closed it. */
const editorsCall = (page: Page, leaving: boolean) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith("/editors") &&
      (response.request().postData() ?? "").includes('"leaving":true') === leaving,
  );

/** The editor's save line, once it says the last change is on the server. */
const saved = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: SAVED }).first()).toBeVisible();

const titleOf = (page: Page) => page.getByLabel("Title", { exact: true });

/** The editor's next save call (its route's action), once answered. */
const nextSave = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/kitchen\/demo\/recipes\/[0-9a-f-]{36}\.data$/.test(new URL(response.url()).pathname),
  );

test("a tab that fell behind does not save over the other tab's changes", async ({ page }) => {
  test.setTimeout(180_000);
  await chefStartsNewRecipe(page);
  const name = `Two Tabs Soup ${Date.now()}`;
  await titleOf(page).fill(name);
  await saved(page);

  // The same draft in a second tab, then a change in the first.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(titleOf(other)).toHaveValue(name);
  await waitForHydration(other);
  // It says at once that the recipe is open elsewhere, before anything clashes.
  await expect(other.getByRole("status").filter({ hasText: OPEN_ELSEWHERE })).toBeVisible();
  await titleOf(page).fill(`${name} with leeks`);
  await saved(page);

  // The same words typed in the second tab are nothing to choose between.
  const same = nextSave(other);
  await titleOf(other).fill(`${name} with leeks`);
  expect((await same).status()).toBe(412);
  await saved(other);
  await expect(other.getByRole("alert").filter({ hasText: CONFLICT })).toHaveCount(0);
  await titleOf(page).fill(`${name} with leeks and carrots`);
  await saved(page);

  // The second tab's next change is refused, and nothing autosaves over the first's.
  await titleOf(other).fill(`${name} with kale`);
  const alert = other.getByRole("alert").filter({ hasText: CONFLICT });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(alert).toContainText("Your changes here are not saved yet.");
  await expect(
    other.getByRole("status").filter({ hasText: "Not saved: changed elsewhere" }),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page: other })
    .include(".editor-notice")
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Taking the saved version puts the first tab's words in the form, saved.
  await alert.getByRole("button", { name: "Use the saved version" }).click();
  await expect(alert).toBeHidden();
  await expect(titleOf(other)).toHaveValue(`${name} with leeks and carrots`);
  await saved(other);

  // From there the second tab saves as usual, and the first has now fallen behind.
  await titleOf(other).fill(`${name} with leeks and kale`);
  await saved(other);
  await titleOf(page).fill(`${name} with leeks and beans`);
  const behind = page.getByRole("alert").filter({ hasText: CONFLICT });
  await expect(behind).toBeVisible();

  // Keeping its own changes saves them over the other's (which History keeps).
  await behind.getByRole("button", { name: "Keep my changes" }).click();
  await expect(behind).toBeHidden();
  await saved(page);
  await other.reload();
  await expect(titleOf(other)).toHaveValue(`${name} with leeks and beans`);

  // Leaving the editor says so: the first tab, opened again, no longer hears of the second.
  const left = editorsCall(other, true);
  await other
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Recipes" })
    .click();
  expect((await left).status()).toBe(204);
  const beat = editorsCall(page, false);
  await page.reload();
  expect((await beat).status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: OPEN_ELSEWHERE })).toHaveCount(0);
  await other.close();
});

test("a manager sees who else has a recipe open, in the list and in the editor", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await chefStartsNewRecipe(page);
  const name = `Tester's Tart ${Date.now()}`;
  await titleOf(page).fill(name);
  await saved(page);

  // Jess, Maya's recipe tester and a manager of her site, opens the kitchen on her own computer.
  const context = await prepareContext(await browser.newContext({ baseURL: E2E.platformUrl }));
  const jess = await context.newPage();
  await signIn(jess, "jess@example.com", E2E.platformUrl);
  await jess.goto("/kitchen/demo/recipes");
  await jess.getByLabel("Search recipes").fill(name);
  const row = jess.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Being edited by Maya Lin");

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(titleOf(jess)).toHaveValue(name);
  await waitForHydration(jess);
  await expect(
    jess.getByRole("status").filter({ hasText: "Maya Lin is also editing this recipe." }),
  ).toBeVisible();

  // The editor's own JSON calls are the API's manager check: under a site Jess does not run
  // they answer 404 (not a page, not an empty panel), and signed out 401.
  const recipePath = new URL(jess.url()).pathname.replace("/kitchen/demo/", "/kitchen/second/");
  const tabId = crypto.randomUUID();
  const beat = { data: { tabId }, headers: { Origin: E2E.platformUrl } };
  expect((await jess.request.post(`${recipePath}/editors`, beat)).status()).toBe(404);
  expect((await jess.request.get(`${recipePath}/history`)).status()).toBe(404);
  expect((await jess.request.get(`${recipePath}/newsletter`)).status()).toBe(404);
  await context.clearCookies();
  const demoPath = new URL(jess.url()).pathname;
  expect((await jess.request.post(`${demoPath}/editors`, beat)).status()).toBe(401);
  expect((await jess.request.get(`${demoPath}/newsletter`)).status()).toBe(401);
  await context.close();
});
