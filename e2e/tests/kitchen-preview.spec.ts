import { makeSpecSite } from "../support/creator";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { siteGet } from "../support/site-request";

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

/**
 * View site: the site in a new tab, signed in there as its manager, so what was just saved
 * shows at once (a signed-out visit may meet the edge's copy from before it for a minute).
 */
test("View site opens the site signed in, showing a title saved a moment ago", async ({
  page,
  context,
}) => {
  // A site of this spec's own: its title changes here.
  const slug = `view-${Date.now().toString(36)}`;
  await makeSpecSite("baker@example.com", slug, "Before the Change");
  // Its home as a signed-out visitor sees it, now stored at the edge with the old title.
  expect((await siteGet(slug, "/")).body).toContain("Before the Change");

  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto(`/kitchen/${slug}/settings`);
  await page.getByLabel("Site title").fill("After the Change");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  const opened = context.waitForEvent("page");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "View site (opens in a new tab)" })
    .click();
  const site = await opened;
  await expect(site).toHaveURL(`${E2E.siteUrl(slug)}/`);
  await expect(site.getByRole("button", { name: "Account" })).toBeVisible();
  await expect(site.getByRole("banner")).toContainText("After the Change");
});
