import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * No page of the kitchen or of the account area makes the browser refuse anything under the
 * Content-Security-Policy. zod 4 used to probe `new Function` when the first schema was built,
 * which the policy refuses (no 'unsafe-eval') and reports, caught or not; the probe runs once
 * per document, so every page is checked as a fresh load: reached by clicking, then reloaded
 * as a person opening it from a bookmark would.
 */

type Seen = { violations: string[]; reports: string[] };

/** Every `securitypolicyviolation` in any document of the context, and every report sent. */
async function watchPolicy(context: BrowserContext): Promise<Seen> {
  const seen: Seen = { violations: [], reports: [] };
  await context.exposeBinding("__policyViolation", ({ page }, text: string) => {
    seen.violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __policyViolation: (text: string) => void })
        .__policyViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === "/_csp-report") {
      seen.reports.push(`${request.headers().referer ?? "?"}: ${request.postData() ?? ""}`);
    }
  });
  return seen;
}

/**
 * Loads the current address again as a new document and lets the events of its start-up run
 * (violation events are queued as tasks; a task queued after them runs after them).
 */
async function freshLoad(page: Page) {
  await page.reload();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function visitFresh(page: Page, seen: Seen, visited: string[]) {
  await freshLoad(page);
  visited.push(new URL(page.url()).pathname);
  expect(seen.violations, `violations on ${page.url()}`).toEqual([]);
}

test("every kitchen page and the account area load without a CSP violation", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const seen = await watchPolicy(context);
  const visited: string[] = [];
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo");
  await visitFresh(page, seen, visited);

  const nav = page.getByRole("navigation", { name: "Kitchen" });
  // The kitchen's own sections (the nav's "View site" opens the public site in a new tab).
  const sections = await nav.locator('a[href^="/kitchen/"]:not([target])').allTextContents();
  for (const name of sections.map((text) => text.trim()).filter(Boolean)) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await visitFresh(page, seen, visited);
  }

  // The pages inside the sections: the editor, the importers, a collection and the export.
  await nav.getByRole("link", { name: "Recipes", exact: true }).click();
  await page.getByRole("link", { name: "Import a recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/import$/);
  await visitFresh(page, seen, visited);
  await page.getByRole("link", { name: /WordPress/ }).click();
  await expect(page).toHaveURL(/\/recipes\/import-wordpress$/);
  await visitFresh(page, seen, visited);

  await nav.getByRole("link", { name: "Recipes", exact: true }).click();
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
  await visitFresh(page, seen, visited);

  await nav.getByRole("link", { name: "Collections", exact: true }).click();
  await page.locator("a[href^='/kitchen/demo/collections/']").first().click();
  await expect(page).toHaveURL(/\/collections\/[^/]+$/);
  await visitFresh(page, seen, visited);

  await nav.getByRole("link", { name: "Settings", exact: true }).click();
  await page.getByRole("link", { name: "Export everything" }).click();
  await expect(page).toHaveURL(/\/kitchen\/demo\/export$/);
  await visitFresh(page, seen, visited);

  // The account area, from the account menu.
  for (const name of [
    "Profile",
    "Bookmarks",
    "Subscriptions",
    "Create",
    "Your data",
    "API tokens",
  ]) {
    await page.getByRole("button", { name: "Account" }).click();
    // The menu's own link: the account area's side navigation names the same pages.
    await page
      .getByRole("dialog", { name: "Account" })
      .getByRole("link", { name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase().replace(" ", "-")}$`));
    await visitFresh(page, seen, visited);
  }

  expect(new Set(visited).size).toBeGreaterThanOrEqual(24);
  expect(seen.violations).toEqual([]);
  expect(seen.reports).toEqual([]);
});
