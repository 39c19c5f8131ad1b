import { pinHostname } from "../support/custom-domain";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Custom domains in the kitchen: adding one creates its Cloudflare custom
 * hostname (the local Cloudflare API here), and the settings page shows the records
 * Cloudflare asks for and the status it reports; removing it removes the hostname.
 */

test("adding a domain shows Cloudflare's records and statuses; removing it deletes the hostname", async ({
  page,
}) => {
  const hostname = `e2e-${Date.now()}.example.com`;
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second/settings");
  await page.getByLabel("Domain", { exact: true }).fill(hostname);
  await page.getByRole("button", { name: "Add domain" }).click();

  const domain = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: hostname }) });
  await expect(domain).toBeVisible();
  // Added: the field is empty for another, and focus is on the new domain, its records next.
  await expect(page.getByLabel("Domain", { exact: true })).toHaveValue("");
  await expect(domain.getByRole("heading", { name: hostname })).toBeFocused();
  // The platform's cron asks Cloudflare about pending domains every minute, and the local
  // Cloudflare turns a hostname active when asked: hold it pending, and check it now.
  await pinHostname(hostname, { status: "pending", ssl_status: "pending_validation" });
  await domain.getByRole("button", { name: `Check now ${hostname}` }).click();
  await expect(domain.getByRole("status")).not.toBeEmpty();
  await expect(
    domain.getByText("Address: pending. HTTPS certificate: pending validation."),
  ).toBeVisible();
  const records = domain.getByRole("table", { name: `DNS records for ${hostname}` });
  await expect(
    records.getByRole("cell", { name: `_cf-custom-hostname.${hostname}` }),
  ).toBeVisible();
  await expect(records.getByRole("cell", { name: `_acme-challenge.${hostname}` })).toBeVisible();
  // On a phone each record is a card: every value in view, none a letter a line.
  await page.setViewportSize({ width: 360, height: 740 });
  const why = records.getByRole("cell", { name: "Proves the domain is yours" });
  const whyBox = await why.boundingBox();
  expect((whyBox?.x ?? 0) + (whyBox?.width ?? 0)).toBeLessThanOrEqual(360);
  const value = records.getByRole("cell", { name: `_cf-custom-hostname.${hostname}` });
  expect((await value.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await page.setViewportSize({ width: 1280, height: 800 });

  const listed = async () => {
    const res = await fetch(
      `${E2E.cloudflareUrl}/client/v4/zones/local-zone/custom_hostnames?hostname=${hostname}`,
      { headers: { Authorization: "Bearer e2e" } },
    );
    return ((await res.json()) as { result: unknown[] }).result.length;
  };
  expect(await listed()).toBe(1);

  await domain.getByRole("button", { name: `Remove ${hostname}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove domain" }).click();
  await expect(page.getByRole("heading", { name: hostname })).toHaveCount(0);
  expect(await listed()).toBe(0);
});
