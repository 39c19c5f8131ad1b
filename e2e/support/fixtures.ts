import { test as base, expect } from "@playwright/test";

/**
 * Chromium's console line for anything the page's Content-Security-Policy refused
 * ("Refused to execute inline script because it violates the following Content Security
 * Policy directive…", "…violates the following Content Security Policy directive: form-action…").
 */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * Browser tests as a returning visitor who has closed the newsletter pop-up: it opens 4 s
 * after load and makes the page behind it inert, which only its own tests should meet.
 *
 * And every spec that uses this fixture fails on a CSP violation in any of its pages (new
 * tabs too): a policy too tight for what the app really loads breaks it quietly otherwise.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => sessionStorage.setItem("hasClosedPopup", "true"));
    const violations: string[] = [];
    context.on("console", (message) => {
      if (CSP_VIOLATION.test(message.text())) {
        violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
      }
    });
    await use(context);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});
export { expect };
