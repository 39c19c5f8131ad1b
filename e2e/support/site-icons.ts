import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { decode } from "fast-png";

export type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
};

/** The manifest a site page links, fetched and parsed as a browser would. */
export async function linkedManifest(page: Page): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const answer = await page.request.get(new URL(href ?? "", page.url()).href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  return (await answer.json()) as Manifest;
}

/** An icon's pixel size, asked for as PNG (what an app launcher takes). */
export async function pngSize(request: APIRequestContext, url: string) {
  const answer = await request.get(url, { headers: { Accept: "image/png" } });
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()["content-type"], url).toBe("image/png");
  const { width, height } = decode(await answer.body());
  return { width, height };
}

/**
 * What Chromium says stops the page being installed as an app (CDP
 * Page.getInstallabilityErrors): empty when the manifest, its icons and the page qualify.
 */
export async function installabilityErrors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await cdp.detach();
  }
}
