import { unzipSync } from "fflate";
import { expect, test } from "../support/fixtures";
import { mailWithSubject, waitForMailCount } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Export: the creator asks for everything of the demo site from the
 * kitchen, the page follows the job until the archive is ready, and the e-mailed link
 * downloads a ZIP with the site's recipes and subscribers; a reader does the same for their
 * own data from the account area.
 */

/** The e-mailed link, fetched as the browser would: the archive's entries by path. */
async function archiveAt(request: import("@playwright/test").APIRequestContext, link: string) {
  const response = await request.get(link);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  return unzipSync(new Uint8Array(await response.body()));
}

test("the chef exports the demo site and the link reaches the mailbox", async ({ page }) => {
  const chef = "chef@example.com";
  const before = (await mailWithSubject(chef, "export of")).length;
  await signIn(page, chef, E2E.platformUrl);
  await page.goto("/kitchen/demo/settings");
  await page.getByRole("link", { name: "Export everything" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Export" })).toBeVisible();

  const exports = page.getByRole("list", { name: "Exports" }).getByRole("listitem");
  const earlier = await exports.count();
  await page.getByRole("button", { name: "Export everything" }).click();
  await expect(exports).toHaveCount(earlier + 1);
  // Newest first: the page revalidates until the job has written the archive.
  const mine = exports.first();
  await expect(mine).toHaveAttribute("data-state", "done", { timeout: 60_000 });
  await expect(mine).toContainText(/\d+ recipes/);
  await expect(mine.getByRole("link", { name: /Download/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export everything" })).toBeEnabled();

  const [mail] = await waitForMailCount(chef, "export of", before + 1);
  expect(mail?.link).toMatch(new RegExp(`^${E2E.platformUrl}/exports/[0-9a-f-]+/download\\?`));
  expect(await mine.getByRole("link", { name: /Download/ }).getAttribute("href")).toBe(mail?.link);
  const archive = await archiveAt(page.request, mail?.link as string);
  const paths = Object.keys(archive);
  expect(paths.filter((path) => path.endsWith(".jsonld")).length).toBeGreaterThan(0);
  const csv = new TextDecoder().decode(archive["subscribers.csv"]);
  expect(csv).toContain("reader@example.com,free,active");
  expect(csv).toMatch(/paid@example\.com,(monthly|yearly),/);

  // A link with its signature changed is this host's 404.
  const tampered = new URL(mail?.link as string);
  tampered.searchParams.set("signature", "A".repeat(22));
  expect((await page.request.get(tampered.toString())).status()).toBe(404);
});

test("a reader downloads their own data from the account area", async ({ page }) => {
  const reader = "reader@example.com";
  const before = (await mailWithSubject(reader, "data export")).length;
  await signIn(page, reader, E2E.platformUrl);
  await page.goto("/your-data");
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  const exports = page.getByRole("list", { name: "Exports" }).getByRole("listitem");
  const earlier = await exports.count();
  await page.getByRole("button", { name: "Download my data" }).click();
  await expect(exports).toHaveCount(earlier + 1);
  await expect(exports.first()).toHaveAttribute("data-state", "done", { timeout: 60_000 });

  const [mail] = await waitForMailCount(reader, "data export", before + 1);
  const archive = await archiveAt(page.request, mail?.link as string);
  const account = JSON.parse(new TextDecoder().decode(archive["account.json"]));
  expect(account.email).toBe(reader);
  const subscriptions = JSON.parse(new TextDecoder().decode(archive["subscriptions.json"]));
  expect(subscriptions).toContainEqual(expect.objectContaining({ site: "demo", plan: "free" }));
});
