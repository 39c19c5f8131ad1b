import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";

/**
 * A Chromium of the test's own whose pages can really be hidden. Playwright keeps every page
 * it opens focused and visible (it turns on Emulation.setFocusEmulationEnabled for each, which
 * holds the page visible), so minimizing the window or covering the tab never fires
 * `visibilitychange` there. Attached over CDP with `noDefaults`, the pages of the browser's
 * default context are left as the browser has them: minimize the window and the page is
 * hidden, as when a phone's screen locks or another app comes to the front.
 */
export type UnpinnedChromium = {
  browser: Browser;
  context: BrowserContext;
  close: () => Promise<void>;
};

const DEVTOOLS_LINE = /DevTools listening on (ws:\/\/\S+)/;

export async function launchUnpinnedChromium(size: {
  width: number;
  height: number;
}): Promise<UnpinnedChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "e2e-chromium-"));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      `--window-size=${size.width},${size.height}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = DEVTOOLS_LINE.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited ${code}:\n${output}`));
    });
  });
  const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true });
  const context = browser.contexts()[0];
  if (!context) throw new Error("Chromium has no default context");
  return {
    browser,
    context,
    close: async () => {
      const cdp = await browser.newBrowserCDPSession();
      await cdp.send("Browser.close").catch(() => {});
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Minimizes or restores the page's window: the browser hides or shows the page. */
export async function setWindowState(page: Page, windowState: "minimized" | "normal") {
  const cdp = await page.context().newCDPSession(page);
  const { windowId } = await cdp.send("Browser.getWindowForTarget");
  await cdp.send("Browser.setWindowBounds", { windowId, bounds: { windowState } });
  await cdp.detach();
}
