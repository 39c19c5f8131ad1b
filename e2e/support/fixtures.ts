import { type BrowserContext, test as base } from "@playwright/test";
import { hydrationAwareNavigation } from "./hydration";

/**
 * A context as the browser tests want it: a returning visitor who has closed the newsletter
 * pop-up (it opens 4 s after load and makes the page behind it inert, which only its own
 * tests should meet), whose page.goto/reload wait for the app to hydrate (support/hydration.ts).
 * Specs that open a second context of their own pass it through here too.
 */
export async function prepareContext(context: BrowserContext) {
  await context.addInitScript(() => sessionStorage.setItem("hasClosedPopup", "true"));
  hydrationAwareNavigation(context);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await prepareContext(context));
  },
});
export { expect } from "@playwright/test";
