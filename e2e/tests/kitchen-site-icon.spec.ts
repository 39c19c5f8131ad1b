import { encode } from "fast-png";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { fetchInPage, linkedManifest, pngSize } from "../support/site-icons";

/** A square PNG of one colour, as a creator's icon upload. */
function squarePng(size: number, [r, g, b]: [number, number, number]) {
  const data = new Uint8Array(size * size * 3);
  for (let i = 0; i < data.length; i += 3) data.set([r, g, b], i);
  return Buffer.from(encode({ width: size, height: size, data, channels: 3, depth: 8 }));
}

/**
 * The icon a creator uploads in Settings becomes the site's home-screen icon, its web app's
 * icons and (with no favicon uploaded) its tab icon, cut to each size by the media path.
 */
test("an uploaded site icon is the apple-touch-icon and the manifest's icons at their sizes", async ({
  page,
}) => {
  await signIn(page, "baker@example.com", E2E.platformUrl);
  const site = E2E.siteUrl("second");
  await page.goto("/kitchen/second/settings");
  const icon = page.getByRole("group", { name: "Icon", exact: true });
  await icon.getByLabel("Upload icon").setInputFiles({
    name: "icon.png",
    mimeType: "image/png",
    buffer: squarePng(640, [30, 120, 90]),
  });
  await expect(icon.getByRole("img", { name: "Current icon" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  try {
    await page.goto(`${site}/`);
    const touchHref =
      (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href")) ?? "";
    expect(touchHref).toMatch(/^\/media\/.+\?width=180&height=180&fit=cover/);
    expect(await pngSize(page, `${site}${touchHref}`)).toEqual({ width: 180, height: 180 });
    // No favicon uploaded: the tab, and /favicon.ico (asked by name), show the site icon too.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      "href",
      /^\/media\/.+\?width=48&height=48&fit=cover/,
    );
    const ico = await fetchInPage(page, `${site}/favicon.ico`);
    expect([ico.status, ico.width, ico.height]).toEqual([200, 48, 48]);

    const manifest = await linkedManifest(page);
    expect(manifest.icons.map((entry) => `${entry.sizes} ${entry.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
    ]);
    for (const entry of manifest.icons) {
      expect(entry.src).toMatch(/^\/media\//);
      const [width] = entry.sizes.split("x").map(Number);
      expect(await pngSize(page, `${site}${entry.src}`)).toEqual({ width, height: width });
    }
  } finally {
    await page.goto("/kitchen/second/settings");
    await icon.getByRole("button", { name: "Remove icon" }).click();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  }
  await page.goto(`${site}/`);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    /^\/icons\/generated-180\.png/,
  );
});
