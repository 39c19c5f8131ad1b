import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, type Page, test } from "@playwright/test";

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

/**
 * A GET from inside the page, as its own scripts would send it: Chromium resolves
 * *.localhost to loopback, Node (and so Playwright's request context) does not.
 */
export async function fetchInPage(page: Page, url: string, accept = "*/*") {
  return page.evaluate(
    async ({ url, accept }) => {
      const answer = await fetch(url, { headers: { Accept: accept } });
      const type = answer.headers.get("content-type") ?? "";
      const cacheControl = answer.headers.get("cache-control") ?? "";
      const image = answer.ok && type.startsWith("image/") ? await answer.blob() : null;
      const bitmap = image ? await createImageBitmap(image) : null;
      const text = answer.ok && !image ? await answer.text() : "";
      return {
        status: answer.status,
        type,
        cacheControl,
        text,
        width: bitmap?.width,
        height: bitmap?.height,
      };
    },
    { url, accept },
  );
}

/** The manifest a site page links, fetched and parsed as a browser would. */
export async function linkedManifest(page: Page): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const answer = await fetchInPage(page, new URL(href ?? "", page.url()).href);
  expect(answer.status).toBe(200);
  expect(answer.type).toContain("application/manifest+json");
  return JSON.parse(answer.text) as Manifest;
}

/** An icon's pixel size, asked for as PNG (what an app launcher takes), from the page. */
export async function pngSize(page: Page, url: string) {
  const answer = await fetchInPage(page, url, "image/png");
  expect(answer.status, url).toBe(200);
  expect(answer.type, url).toBe("image/png");
  return { width: answer.width, height: answer.height };
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

/**
 * The installability errors of a page opened in a profile on disk: Playwright's usual
 * contexts are off the record, and Chromium never installs from an incognito window (it
 * answers "in-incognito" whatever the site).
 */
export async function installabilityErrorsInProfile(url: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "installable-"));
  const context = await chromium.launchPersistentContext(dir, {
    ...test.info().project.use.launchOptions,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    let errors: string[] = [];
    // Chromium fetches the manifest and its icons after the page loads.
    await expect
      .poll(async () => {
        errors = await installabilityErrors(page);
        return errors;
      })
      .toEqual([]);
    return errors;
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
