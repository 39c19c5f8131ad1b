import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A draft's Preview: a plain form posted to the kitchen, redirected to the site's own host in
 * a new tab. Chromium checks the kitchen's CSP form-action against that redirect too, so
 * this fails (through the fixture's violation guard) if the policy leaves the site out.
 */
test("chef previews a draft on the demo site from the kitchen", async ({ page, context }) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/recipes");
  await page.waitForFunction(() => "__remixRouter" in window);
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Preview Miso Caramel Brownies" }).click();
  const preview = await opened;
  await expect(preview).toHaveURL(
    `${E2E.siteUrl("demo")}/recipes/miso-caramel-brownies?preview=true`,
  );
  await expect(
    preview.getByRole("heading", { level: 1, name: "Miso Caramel Brownies" }),
  ).toBeVisible();
});
