import type { Page } from "@playwright/test";
import { makeSpecSite, publishSpecRecipe } from "../support/creator";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { openRecipeEditor } from "../support/kitchen";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A creator edits a published recipe on a phone and the tab is gone before Update (the phone
 * closed it in the background). The browser kept the changes: the next time the recipe is
 * opened they are offered back, to restore or discard; and signing out forgets them. Its own
 * site, so no other spec sees the recipe.
 */

/** The backups this browser holds for the kitchen (lib/kitchen-backups.ts). */
const backups = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("kitchen-backup:")));

const titleOf = (page: Page) => page.getByLabel("Title", { exact: true });
const KEPT = "Unsaved changes were kept in this browser";

test("changes a closed tab never saved are offered back, and go with signing out", async ({
  page,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const slug = `kept${run}`;
  const owner = `kept-owner-${run}@example.com`;
  const token = await makeSpecSite(owner, slug, "Kept Kitchen");
  await publishSpecRecipe(slug, token, { title: "Pear tart", slug: "pear-tart" });
  await signIn(page, owner, E2E.platformUrl);

  await openRecipeEditor(page, "Pear tart", slug);
  await waitForHydration(page);
  const editor = page.url();
  await titleOf(page).fill("Pear and almond tart");
  await expect(page.getByRole("status").filter({ hasText: /^Unsaved changes/ })).toBeVisible();
  await expect.poll(() => backups(page)).toHaveLength(1);

  // The tab goes without a word (no Update, no leaving dialog).
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(editor);
  await waitForHydration(again);
  await expect(titleOf(again)).toHaveValue("Pear tart");
  const offer = again.getByRole("region", { name: KEPT });
  await expect(offer).toContainText("that were not saved");
  await offer.getByRole("button", { name: "Restore my changes" }).click();
  await expect(offer).toBeHidden();
  await expect(titleOf(again)).toHaveValue("Pear and almond tart");
  await expect(again.getByRole("status").filter({ hasText: /^Unsaved changes/ })).toBeVisible();
  // A live recipe still changes only by Update; once it has, nothing is kept.
  await again.getByRole("button", { name: "Update", exact: true }).click();
  await expect(again.getByText("Saved", { exact: true })).toBeVisible();
  await expect.poll(() => backups(again)).toHaveLength(0);

  // Discarded, they are gone for good.
  await titleOf(again).fill("Pear tart with cream");
  await expect.poll(() => backups(again)).toHaveLength(1);
  await again.close({ runBeforeUnload: false });
  const third = await context.newPage();
  await third.goto(editor);
  await waitForHydration(third);
  await third
    .getByRole("region", { name: KEPT })
    .getByRole("button", { name: "Discard them" })
    .click();
  await expect(third.getByRole("region", { name: KEPT })).toBeHidden();
  await expect(titleOf(third)).toHaveValue("Pear and almond tart");
  await expect.poll(() => backups(third)).toHaveLength(0);
  await third.reload();
  await waitForHydration(third);
  await expect(titleOf(third)).toHaveValue("Pear and almond tart");
  await expect(third.getByRole("region", { name: KEPT })).toHaveCount(0);

  // Leaving the page without saving, when asked, keeps nothing either.
  await titleOf(third).fill("Pear tart, left");
  await expect.poll(() => backups(third)).toHaveLength(1);
  await third
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Collections" })
    .click();
  const leave = third.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(third.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
  expect(await backups(third)).toEqual([]);

  // Signing out forgets what the browser kept, from any page.
  await third.goto(editor);
  await waitForHydration(third);
  await titleOf(third).fill("Pear tart, again");
  await expect.poll(() => backups(third)).toHaveLength(1);
  await third.goto(`/kitchen/${slug}/collections`);
  await expect.poll(() => backups(third)).toHaveLength(1);
  await waitForHydration(third);
  await third.getByRole("button", { name: "Account" }).click();
  await third.getByRole("button", { name: "Sign Out" }).click();
  await expect(third.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect(await backups(third)).toEqual([]);
});
