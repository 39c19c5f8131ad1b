import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import {
  fetchInPage,
  installabilityErrorsInProfile,
  linkedManifest,
  pngSize,
} from "../support/site-icons";

/**
 * Every site is an installable web app with an icon: the demo site has uploaded none, so
 * its pages, manifest and home-screen icon use one painted in its theme's colours.
 */
test("a site without an uploaded icon links a generated icon and an installable manifest", async ({
  page,
}) => {
  const site = E2E.siteUrl("demo");
  await page.goto(`${site}/`);
  const touchIcon = page.locator('link[rel="apple-touch-icon"]');
  await expect(touchIcon).toHaveAttribute("sizes", "180x180");
  const touchHref = (await touchIcon.getAttribute("href")) ?? "";
  expect(touchHref).toMatch(/^\/icons\/generated-180\.png\?v=[0-9a-fA-F]+$/);
  expect(await pngSize(page, `${site}${touchHref}`)).toEqual({ width: 180, height: 180 });

  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim(),
  );
  const header = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue("--header-background"),
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", header);

  const manifest = await linkedManifest(page);
  expect(manifest.name).toBe("Maya's Kitchen");
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toBe(header);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    expect(icon.src).toContain(`?v=${accent.slice(1)}`);
    const [width] = icon.sizes.split("x").map(Number);
    expect(await pngSize(page, `${site}${icon.src}`)).toEqual({ width, height: width });
  }

  // Chromium would offer to install the site.
  expect(await installabilityErrorsInProfile(`${site}/`)).toEqual([]);
});

test("the platform host is no web app of a site, and only the listed icon sizes are painted", async ({
  page,
}) => {
  await page.goto(`${E2E.platformUrl}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect((await fetchInPage(page, "/manifest.webmanifest")).status).toBe(404);
  await page.goto(`${E2E.siteUrl("demo")}/`);
  expect((await fetchInPage(page, "/icons/generated-300.png")).status).toBe(404);
  expect((await fetchInPage(page, "/icons/generated-192.gif")).status).toBe(404);
});
