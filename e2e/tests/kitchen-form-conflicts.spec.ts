import type { Page } from "@playwright/test";
import { api, makeSpecSite } from "../support/creator";
import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Kitchen forms saved whole (SectionForm's `basedOn`, ADR 0021). A creator has their site's
 * Settings open in two tabs: a save from the tab that fell behind is refused instead of
 * quietly putting back what the other tab changed, and the page offers to load the saved
 * settings or to save its own over them; a save on another settings page (About) is not
 * asked about, since it changed nothing Settings shows. A contributor's form asks the same,
 * and so does the Plans page's prices form (its offers form apart). Their own
 * sites: the demo sites keep their settings.
 */

/**
 * A new site of its own, its owner signed in, and one of its kitchen pages (reached from the
 * kitchen's navigation) open in two tabs, both hydrated.
 */
async function pageInTwoTabs(page: Page, prefix: string, title: string, section: string) {
  const run = Date.now().toString(36);
  const slug = `${prefix}${run}`;
  const owner = `${prefix}-owner-${run}@example.com`;
  await makeSpecSite(owner, slug, title);
  await signIn(page, owner, E2E.platformUrl);
  await page.goto(`/kitchen/${slug}`);
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: section })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
  await waitForHydration(page);
  const other = await page.context().newPage();
  await other.goto(page.url());
  await waitForHydration(other);
  return other;
}

test("a settings tab that fell behind asks before saving over the other's", async ({ page }) => {
  test.slow();
  const other = await pageInTwoTabs(page, "tabs", "Two Tabs Kitchen", "Settings");

  // The first tab renames the site.
  await page.getByLabel("Site title").fill("Two Tabs Bakery");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  // The second, opened before, is told instead of saving the old name back.
  await other.getByLabel("Google Analytics id").fill("G-TABS123");
  await other.getByRole("button", { name: "Save settings" }).click();
  const refused = other.getByRole("alert").filter({ hasText: "saved elsewhere" });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(other.getByLabel("Google Analytics id")).toHaveValue("G-TABS123");

  // Loading what was saved shows the first tab's name; the typed id is gone.
  await refused.getByRole("link", { name: "Load what was saved" }).click();
  await expect(other.getByLabel("Site title")).toHaveValue("Two Tabs Bakery");
  await expect(other.getByLabel("Google Analytics id")).toHaveValue("");
  await waitForHydration(other);

  // Now the first tab is behind; it keeps its own by saving over.
  await other.getByLabel("Google Analytics id").fill("G-TABS456");
  await other.getByRole("button", { name: "Save settings" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await page.getByLabel("Custom CSS").fill(".site-header { letter-spacing: 0.02em; }");
  await page.getByRole("button", { name: "Save settings" }).click();
  const behind = page.getByRole("alert").filter({ hasText: "saved elsewhere" });
  await expect(behind).toBeVisible();
  await behind.getByRole("button", { name: "Save mine over it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await other.reload();
  await expect(other.getByLabel("Custom CSS")).toHaveValue(
    ".site-header { letter-spacing: 0.02em; }",
  );
  // What the first tab showed is what it saved: the id it never saw is gone again.
  await expect(other.getByLabel("Google Analytics id")).toHaveValue("");

  // A save after that is based on what it saved: no question.
  await page.getByLabel("Site title").fill("Two Tabs Bakehouse");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  // A save on another of the site's pages changes nothing Settings shows: no question.
  await other
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "About" })
    .click();
  await expect(other.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
  await waitForHydration(other);
  await other.getByLabel("Heading", { exact: true }).fill("Hello from the bakehouse");
  await other.getByRole("button", { name: "Save About page" }).click();
  await expect(other.getByRole("status").filter({ hasText: "About page saved." })).toBeVisible();
  await page.getByLabel("Google Analytics id").fill("G-TABS789");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await other.reload();
  await expect(other.getByLabel("Heading", { exact: true })).toHaveValue(
    "Hello from the bakehouse",
  );
  await other.close();
});

test("a contributor's form opened before another save asks too", async ({ page }) => {
  const run = Date.now().toString(36);
  const slug = `people${run}`;
  const owner = `people-owner-${run}@example.com`;
  const token = await makeSpecSite(owner, slug, "People Kitchen");
  const made = await api(`/manage/${slug}/contributors`, {
    method: "POST",
    token,
    json: { name: "Ana" },
  });
  const { id } = ((await made.json()) as { contributor: { id: string } }).contributor;
  await signIn(page, owner, E2E.platformUrl);
  await page.goto(`/kitchen/${slug}/contributors/${id}`);
  await expect(page.getByLabel("Name")).toHaveValue("Ana");
  await waitForHydration(page);

  // Saved meanwhile from elsewhere (another manager, or the API).
  const elsewhere = await api(`/manage/${slug}/contributors/${id}`, {
    method: "PUT",
    token,
    json: { name: "Ana Lima", bio: "Bakes bread." },
  });
  expect(elsewhere.status).toBe(200);

  await page.getByLabel("Name").fill("Ana L.");
  await page.getByRole("button", { name: "Save contributor" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "saved elsewhere" });
  await expect(refused).toBeVisible();
  await refused.getByRole("link", { name: "Load what was saved" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Ana Lima");
  await expect(page.getByLabel("Short bio")).toHaveValue("Bakes bread.");
});

test("a Plans tab that fell behind asks before putting old prices back", async ({ page }) => {
  const other = await pageInTwoTabs(page, "plans", "Two Price Kitchen", "Plans");

  await page.getByLabel("Monthly price").fill("6");
  await page.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Prices saved." })).toBeVisible();

  // The other tab's yearly price would have put the old monthly one back with it.
  await other.getByLabel("Yearly price").fill("60");
  await other.getByRole("button", { name: "Save prices" }).click();
  const refused = other.getByRole("alert").filter({ hasText: "saved elsewhere" });
  await expect(refused).toBeVisible();
  await refused.getByRole("link", { name: "Load what was saved" }).click();
  await expect(other.getByLabel("Monthly price")).toHaveValue("6.00");
  await waitForHydration(other);

  // The offers were not touched by the prices' save: saved from the first tab, no question.
  await page.getByLabel("Free trial").fill("7");
  await page.getByLabel("I confirm these offers for new paid subscribers").check();
  await page.getByRole("button", { name: "Save offers" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Offers saved." })).toBeVisible();
  await other.close();
});
