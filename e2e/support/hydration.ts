import type { BrowserContext, Page, Response } from "@playwright/test";

/**
 * The app marks <html data-hydrated> once React has hydrated the page (root.tsx). Until then
 * the server-rendered buttons are visible and Playwright would click them at once: a click
 * before hydration takes the no-script path (a document POST) and one during hydration races
 * the router starting, so on a busy machine "New recipe" could lose its way to the editor.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

type WaitUntil = "load" | "domcontentloaded" | "networkidle" | "commit";

async function settle(page: Page, response: Response | null, waitUntil?: WaitUntil) {
  // Asking for less than "load" means the test wants the page before its script runs.
  if (waitUntil === "commit" || waitUntil === "domcontentloaded") return response;
  // Only our HTML pages hydrate; a feed, an image or a same-document move has nothing to wait for.
  const type = response?.headers()["content-type"] ?? "";
  if (type.startsWith("text/html")) await waitForHydration(page);
  return response;
}

/** page.goto and page.reload return once the page they land on is hydrated. */
function gotoHydrated(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(page, await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settle(page, await reload(options), options?.waitUntil);
}

/** Every page of `context`, now and later, waits for hydration after goto and reload. */
export function hydrationAwareNavigation(context: BrowserContext) {
  for (const page of context.pages()) gotoHydrated(page);
  context.on("page", gotoHydrated);
}
