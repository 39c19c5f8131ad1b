import { test as base } from "@playwright/test";

/**
 * Browser tests as a returning visitor who has closed the newsletter pop-up: it opens 4 s
 * after load and makes the page behind it inert, which only its own tests should meet.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => sessionStorage.setItem("hasClosedPopup", "true"));
    await use(context);
  },
});
export { expect } from "@playwright/test";
