import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { fontRequests, renderedFont } from "../support/rendered-font";
import { fetchInPage } from "../support/site-icons";

/**
 * A site's type theme reaches the reader as real fonts: the demo site's Editorial theme
 * sets titles in Fraunces and text in Source Serif 4, and Chromium draws them with those
 * web fonts, fetched from the site's own host, not with a system font.
 */
test("the recipe page renders its title and text in the type theme's self-hosted fonts", async ({
  page,
}) => {
  const site = E2E.siteUrl("demo");
  const fonts = fontRequests(page);
  await page.goto(`${site}/recipes`);
  await page.locator(".recipe-card__link").first().click();
  await expect(page).toHaveURL(/\/recipes\/[^/]+$/);
  const title = page.locator("h1.recipe-header__title");
  await expect(title).toBeVisible();

  await expect
    .poll(async () => (await renderedFont(page, "h1.recipe-header__title"))?.familyName)
    .toBe("Fraunces");
  expect((await renderedFont(page, "h1.recipe-header__title"))?.isCustomFont).toBe(true);
  await expect
    .poll(async () => (await renderedFont(page, ".recipe-description, main p"))?.familyName)
    .toBe("Source Serif 4");

  // Both came from this host's /assets/fonts/, as content-hashed woff2 files.
  const fraunces = fonts.find((url) => url.pathname.startsWith("/assets/fonts/fraunces-"));
  expect(fraunces?.origin).toBe(site);
  expect(fraunces?.pathname).toMatch(
    /^\/assets\/fonts\/fraunces-latin-400-normal-[0-9a-f]{10}\.woff2$/,
  );
  expect(fonts.some((url) => url.pathname.startsWith("/assets/fonts/source-serif-4-"))).toBe(true);
  expect(fonts.every((url) => url.origin === site)).toBe(true);

  // The face the title needs first is preloaded; the woff2 is cached for a year.
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute("href", fraunces?.pathname ?? "");
  const file = await fetchInPage(page, fraunces?.href ?? "");
  expect(file.status).toBe(200);
  expect(file.cacheControl).toContain("immutable");
  expect(file.type).toMatch(/font\/woff2/);
});

/**
 * When a client-side move fails (the API unreachable for a moment), the root error page takes
 * over the whole document, head included: its fonts and the creator's CSS are drawn again in
 * the browser, and must carry the page's CSP nonce or the policy refuses them (the fixture
 * fails the test on any CSP violation).
 */
test("the error page after a failed move keeps the theme's fonts, within the CSP", async ({
  page,
}) => {
  await page.goto(`${E2E.siteUrl("demo")}/`);
  await page.route("**/contact.data*", (route) => route.fulfill({ status: 500, body: "" }));
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Contact" })
    .click();
  const heading = page.getByRole("heading", { level: 1, name: "Something went wrong" });
  await expect(heading).toBeVisible();
  await expect
    .poll(async () => (await renderedFont(page, ".status-page h1"))?.familyName)
    .toBe("Fraunces");
});
