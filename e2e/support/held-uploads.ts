import type { Page } from "@playwright/test";

/**
 * Holds the browser's PUTs to signed upload URLs until `release()`, then lets them go on,
 * unchanged, to the real URL and local R2: a local upload is otherwise over before what the
 * page shows meanwhile (progress, focus, a busy field) can be looked at. `urls` lists the held
 * requests; `stop()` ends the holding for later uploads.
 */
export async function holdUploads(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const urls: string[] = [];
  const uploads = (url: URL) => url.pathname.includes("/uploads/");
  await page.route(uploads, async (route) => {
    urls.push(route.request().url());
    await held;
    await route.continue();
  });
  return { urls, release, stop: () => page.unroute(uploads) };
}
