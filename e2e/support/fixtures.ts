import { type BrowserContext, test as base, expect } from "@playwright/test";
import { hydrationAwareNavigation } from "./hydration";

/**
 * Chromium's console line for anything the page's Content-Security-Policy refused
 * ("Refused to execute inline script because it violates the following Content Security
 * Policy directive…", "…violates the following Content Security Policy directive: form-action…").
 */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * React's errors for a page whose server markup and first client render differ (production
 * build: 418 and 425 the mismatch, 423 the whole root then drawn again on the client;
 * development build: its wording). The page still works after, so nothing else would notice.
 */
const HYDRATION_ERROR =
  /Minified React error #(418|423|425)\b|Hydration failed|did not match|error while hydrating/;

/**
 * A context as the browser tests want it: a returning visitor who has closed the newsletter
 * pop-up (it opens 4 s after load and makes the page behind it inert, which only its own
 * tests should meet), whose page.goto/reload wait for the app to hydrate (support/hydration.ts).
 * Specs that open a second context of their own pass it through here too.
 */
export async function prepareContext(context: BrowserContext) {
  // Init scripts run in every frame too; a sandboxed or third-party frame (an embedded video)
  // may not touch storage, and the throw would read as the page's own script error.
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem("hasClosedPopup", "true");
    } catch {
      // Not the page's own frame: nothing to close there.
    }
  });
  hydrationAwareNavigation(context);
  return context;
}

/**
 * Every spec that uses this fixture also fails on a CSP violation or a failed hydration in
 * any of its pages (new tabs too): a policy too tight for what the app really loads, or a
 * page the server draws differently from the browser, breaks it quietly otherwise.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    const mismatches = new Set<string>();
    context.on("console", (message) => {
      if (CSP_VIOLATION.test(message.text())) {
        violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
      }
    });
    context.on("weberror", (error) => {
      const { message } = error.error();
      if (HYDRATION_ERROR.test(message)) {
        mismatches.add(`${error.page()?.url() ?? "?"}: ${message.slice(0, 120)}`);
      }
    });
    await use(await prepareContext(context));
    expect(violations, "Content-Security-Policy violations").toEqual([]);
    expect([...mismatches], "pages that failed to hydrate").toEqual([]);
  },
});
export { expect };
