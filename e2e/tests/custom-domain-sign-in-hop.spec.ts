import { makeSpecSite } from "../support/creator";
import { activateDomain } from "../support/custom-domain";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { webRequest } from "../support/site-request";

/**
 * A site's subdomain once its custom domain is active: anonymous visitors get the
 * shared 301, and a reader signed in on the subdomain arrives signed in on the custom domain
 * through the single-use token hop. Chromium reaches the custom domain on this machine
 * because *.example.com is mapped to loopback below, and the local API serves active
 * domains at http://{domain}:{web port} (LOCAL_CUSTOM_DOMAIN_PORT).
 */

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--host-resolver-rules=MAP *.example.com 127.0.0.1",
    ],
  },
});

test("the subdomain redirects to the active custom domain, and a signed-in reader arrives signed in", async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const slug = `hop${run}`;
  const hostname = `${slug}.example.com`;
  const customOrigin = `http://${hostname}:${E2E.webPort}`;
  const token = await makeSpecSite(`hop-owner-${run}@example.com`, slug, "Hop Kitchen");

  // The reader signs in on the subdomain while it is still the site's address.
  await signIn(page, `hop-reader-${run}@example.com`, E2E.siteUrl(slug));

  await activateDomain(slug, hostname, token);

  // Anonymous: the shared, cacheable 301 to the same path on the custom domain.
  const anonymous = await webRequest("GET", `${slug}.localhost:${E2E.webPort}`, "/about?x=1");
  expect(anonymous.status).toBe(301);
  expect(anonymous.headers.location).toBe(`${customOrigin}/about?x=1`);

  // Signed in: the hop, then the page asked for on the custom domain, still signed in.
  await page.goto(`${E2E.siteUrl(slug)}/recipes`, { waitUntil: "commit" });
  await expect(page).toHaveURL(`${customOrigin}/recipes`);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  // The token was spent: the hop's address does not sign anyone in twice.
  expect(page.url()).not.toContain("mgk=");
});
