import { makeSpecSite } from "../support/creator";
import { activateDomain } from "../support/custom-domain";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { webRequest } from "../support/site-request";

/**
 * Deleting a site from the kitchen: the owner types the slug in the
 * danger zone, every address of the site stops answering within the 30 seconds the pages
 * say (the test platform's web app remembers no host, so here at once): its subdomain says
 * it has closed (410), which a reader following an old link sees, and the custom domain is
 * gone. The kitchen offers Restore, which brings the subdomain back and says
 * the custom domain is not. Its own site: the demo sites stay as other specs expect them.
 */

test("the owner deletes a site by typing its slug, and restores it from the kitchen", async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const slug = `gone${run}`;
  const owner = `gone-owner-${run}@example.com`;
  const token = await makeSpecSite(owner, slug, "Gone Kitchen");
  const domainHome = () => webRequest("GET", `${slug}.example.com:${E2E.webPort}`, "/");
  // With an active custom domain the subdomain answers with a redirect to it.
  const home = () => webRequest("GET", `${slug}.localhost:${E2E.webPort}`, "/");
  await activateDomain(slug, `${slug}.example.com`, token);
  expect((await domainHome()).status).toBe(200);
  expect((await home()).status).toBe(301);

  await signIn(page, owner, E2E.platformUrl);
  await page.goto(`/kitchen/${slug}/settings`);
  const zone = page.getByRole("region", { name: "Delete this site" });
  await expect(zone).toContainText(
    "Its pages go offline within 30 seconds at every address (its subdomain and its custom domains)",
  );
  const confirm = zone.getByLabel(`Type ${slug} to confirm`);

  // A wrong slug deletes nothing and says what to type.
  await confirm.fill("not-the-slug");
  await zone.getByRole("button", { name: "Delete this site" }).click();
  await expect(zone.getByText(`Type ${slug} to confirm`, { exact: true }).last()).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  expect((await home()).status).toBe(301);

  await confirm.fill(slug);
  await zone.getByRole("button", { name: "Delete this site" }).click();
  const deletedNotice = page.getByRole("status").filter({ hasText: "Gone Kitchen was deleted" });
  await expect(deletedNotice).toContainText(
    "Gone Kitchen was deleted: its pages go offline within 30 seconds. You can restore it until",
  );
  // Read first, and said once: the address no longer carries it.
  await expect(deletedNotice).toBeFocused();
  await expect(page).toHaveURL(/\/kitchen$/);
  // The subdomain says the site has closed (410 Gone); the custom domain went with it.
  expect((await home()).status).toBe(410);
  expect((await domainHome()).status).toBe(404);

  // A reader following an old link sees it, with the ways on: no paid plan charges again.
  const reader = await page.context().browser()?.newPage();
  if (!reader) throw new Error("no browser");
  const closed = await reader.goto(`${E2E.siteUrl(slug)}/recipes/anything`);
  expect(closed?.status()).toBe(410);
  await expect(reader.getByRole("heading", { name: "Gone Kitchen has closed" })).toBeVisible();
  await expect(reader.getByText("you will not be charged again")).toBeVisible();
  await expect(reader.getByRole("link", { name: "Your bookmarks" })).toHaveAttribute(
    "href",
    `${E2E.platformUrl}/bookmarks`,
  );
  await expect(reader.getByRole("link", { name: "Your subscriptions" })).toBeVisible();
  // The way to restore it is its owner's: a reader is shown no kitchen.
  await expect(reader.getByText("Its owner can restore it until")).toBeVisible();
  await expect(reader.getByRole("link", { name: /kitchen/i })).toHaveCount(0);
  await reader.close();

  const deleted = page.getByRole("list", { name: "Deleted sites" });
  await deleted.getByRole("button", { name: "Restore Gone Kitchen" }).click();
  const restoredNotice = page.getByRole("status").filter({ hasText: "back online" });
  await expect(restoredNotice).toHaveText(
    "Gone Kitchen is back online. Its custom domain is not restored: add it again in its settings.",
  );
  await expect(restoredNotice).toBeFocused();
  await expect(page).toHaveURL(/\/kitchen$/);
  await expect(page.getByRole("list", { name: "Your sites" })).toContainText("Gone Kitchen");
  // Back at once: a closed answer is neither cached nor remembered.
  expect((await home()).status).toBe(200);
  expect((await domainHome()).status).toBe(404);
});
