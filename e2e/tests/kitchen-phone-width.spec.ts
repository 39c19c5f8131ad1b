import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { openRecipeEditor } from "../support/kitchen";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * On a phone no page pans sideways: a table wider than the screen scrolls inside its own box
 * (.table-scroll), and nothing else reaches past the screen's edge. The subscribers table's
 * hidden labels once stretched its page to twice the screen, and the events, the recipe
 * editor's nutrition breakdown and the API reference had tables with no box at all.
 */

// A phone's screen, with its way of laying pages out (the page's viewport meta applies).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** How far the page reaches past the screen's right edge, in CSS pixels (0: it does not). */
const sidewaysPan = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectNoSidewaysPan(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect(await sidewaysPan(page), `${page.url()} pans sideways`).toBe(0);
}

test("the kitchen and the account area fit a phone's width", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);

  const kitchen = "/kitchen/demo";
  const pages: [string, string | RegExp][] = [
    [`${kitchen}/overview`, "Overview"],
    [`${kitchen}/recipes`, "Recipes"],
    [`${kitchen}/subscribers`, "Subscribers"],
    [`${kitchen}/newsletters`, "Newsletters"],
    [`${kitchen}/comments`, "Comments"],
    [`${kitchen}/events`, "Events"],
    [`${kitchen}/contributors`, "Contributors"],
    [`${kitchen}/collections`, "Collections"],
    [`${kitchen}/settings`, "Settings"],
    [`${kitchen}/team`, "Team"],
    ["/developers/api", "Recipe Platform API"],
    ["/bookmarks", "Bookmarks"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expectNoSidewaysPan(page, heading);
  }

  // The subscribers are one card each, every value in view, not nine columns to scroll.
  await page.goto(`${kitchen}/subscribers`);
  const list = page.locator(".table-scroll").filter({ has: page.getByRole("table") });
  expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  const first = page.getByRole("table").getByRole("row").nth(1);
  // Plan, then Status: the second value column, beyond a phone's width in a table's row.
  const status = first.getByRole("cell").nth(1);
  await expect(status).toHaveText("Active");
  const box = await status.boundingBox();
  expect(box, "the status is drawn").not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  // The events too: each event's Delete is in view, not past a scrolled edge.
  await page.goto(`${kitchen}/events`);
  const eventsTable = page.getByRole("table").first();
  await expect(eventsTable.getByRole("row").nth(1)).toBeVisible();
  expect(await eventsTable.evaluate((table) => table.scrollWidth - table.clientWidth)).toBe(0);
  const remove = eventsTable.getByRole("button", { name: /^Delete/ }).first();
  const removeBox = await remove.boundingBox();
  expect(removeBox, "Delete is drawn").not.toBeNull();
  expect((removeBox?.x ?? 0) + (removeBox?.width ?? 0)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // The team: one card per person, the manager's Remove in view, nothing to scroll.
  await page.goto(`${kitchen}/team`);
  const members = page.getByRole("table", { name: "Who runs this site" });
  await expect(members.getByRole("row").nth(1)).toBeVisible();
  expect(await members.evaluate((table) => table.scrollWidth - table.clientWidth)).toBe(0);
  const removeManager = members.getByRole("button", { name: /^Remove/ }).first();
  const removeManagerBox = await removeManager.boundingBox();
  expect(removeManagerBox, "Remove is drawn").not.toBeNull();
  expect((removeManagerBox?.x ?? 0) + (removeManagerBox?.width ?? 0)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // The recipe editor, with its nutrition breakdown open where the recipe has one.
  await openRecipeEditor(page, "Shakshuka");
  expect(await sidewaysPan(page), "the recipe editor pans sideways").toBe(0);
});

test("the recipe editor keeps one row of actions in view on a phone, the rest behind More", async ({
  page,
}) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await openRecipeEditor(page, "Shakshuka");

  const update = page.getByRole("button", { name: "Update", exact: true });
  const more = page.getByRole("button", { name: "More actions" });
  const remove = page.getByRole("button", { name: "Delete", exact: true });
  await expect(remove).toBeHidden();

  // An edit not yet published gives the save line its longest words (nothing is sent: a
  // published recipe waits for Update).
  await page.getByLabel("Title", { exact: true }).fill("Shakshuka for two");
  const row = page.locator(".recipe-editor__actions");
  await expect(row.getByRole("status")).toHaveText("Unsaved changes: Update to publish them");

  // Far down the form, the save line and the actions are still there, in one short row at
  // the top, and the recipe's name has scrolled away with the page.
  await page.getByRole("group", { name: "Nutrition" }).scrollIntoViewIfNeeded();
  const name = page.getByRole("heading", { level: 1, name: "Shakshuka for two" });
  await expect(name).not.toBeInViewport();
  const box = await row.boundingBox();
  expect(box?.y, "the actions stick to the top").toBe(0);
  expect(box?.height, "one row of actions (it was 123 px)").toBeLessThanOrEqual(64);
  await expect(update).toBeInViewport();

  // More shows the other actions there, and they work from it.
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Preview (opens in a new tab)" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "View on site (opens in a new tab)" })).toBeVisible();
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Delete “Shakshuka for two”?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await more.click();
  await expect(remove).toBeHidden();
});

test("the account area's tabs are one row on a phone, the current one in view", async ({
  page,
}) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/bookmarks");
  const tabs = page.getByRole("navigation", { name: "Account" });
  // Wrapped, the seven tabs took four rows above every account page.
  expect((await tabs.boundingBox())?.height).toBeLessThanOrEqual(50);

  // A tab past the screen's edge is brought into view when its page opens.
  await tabs.getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "API tokens" })).toBeInViewport({ ratio: 1 });
  expect(await sidewaysPan(page)).toBe(0);

  // The page's parts stand apart: the list of tokens does not run into the next heading.
  const list = await page.getByRole("region", { name: "Your tokens" }).boundingBox();
  const next = await page.getByRole("region", { name: "New token" }).boundingBox();
  expect((next?.y ?? 0) - ((list?.y ?? 0) + (list?.height ?? 0))).toBeGreaterThanOrEqual(24);
});
