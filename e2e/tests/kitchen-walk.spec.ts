import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { ownerRequired } from "../support/walk-routes";
import { Walk } from "../support/walker";

/**
 * The owner's walk (see walk.spec.ts for the readers'): from the platform's home, by
 * clicking only, every kitchen section of their site, the recipe editor, the new-recipe
 * form, the account area, the API reference and the site itself. It opens pages and presses
 * nothing that saves, sends, deletes or pays.
 */

const demo = E2E.siteUrl("demo");

test("the demo site's owner reaches every kitchen section, the editor, the account area and their site", async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await signIn(page, "chef@example.com", demo);
  const walk = new Walk(context, {
    who: "the demo site's owner",
    signedInOn: [demo, E2E.platformUrl],
    navigatingButtons: /^Manage billing\b/,
    // The site's public pages are the readers' walks' (walk.spec.ts); here only its home.
    scope: (key) => !key.startsWith("site ") || key === "site /",
  });
  await walk.from(page, `${E2E.platformUrl}/`);
  console.log(
    `the demo site's owner reached ${walk.reached.size} pages:\n  ${[...walk.reached.keys()].sort().join("\n  ")}`,
  );
  expect.soft(walk.failures, "what the owner met on the way").toEqual([]);
  expect(walk.missing(ownerRequired()), "pages the owner could not reach").toEqual([]);
});
