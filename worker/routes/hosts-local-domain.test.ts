import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, makeCustomDomain, unique } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

/**
 * Custom domains on this machine (the sign-in hop's browser test): the browser's Host has
 * the web app's port, and LOCAL_CUSTOM_DOMAIN_PORT makes the canonical origin one it can reach.
 */

describe("GET /hosts/{host} for a custom domain with a port", () => {
  it("finds the site with or without the port; the local origin is http on the web app's port", async () => {
    const { site } = await makeKitchen();
    const domain = `${unique("hop")}.example.com`;
    await makeCustomDomain(site.id, domain, "active");

    const plain = await call("GET", `/hosts/${domain}:8788`);
    expect(plain.body.site).toMatchObject({ slug: site.slug, origin: `https://${domain}` });

    const local = await call(
      "GET",
      `/hosts/${domain}:9501`,
      {},
      { ...env, LOCAL_CUSTOM_DOMAIN_PORT: "9501" },
    );
    expect(local.body.site.origin).toBe(`http://${domain}:9501`);
    const bySubdomain = await call(
      "GET",
      `/hosts/${site.slug}.${env.PLATFORM_HOST}`,
      {},
      { ...env, LOCAL_CUSTOM_DOMAIN_PORT: "9501" },
    );
    expect(bySubdomain.body.site.origin).toBe(`http://${domain}:9501`);
  });

  it("a pending domain with a port finds nothing", async () => {
    const { site } = await makeKitchen();
    const domain = `${unique("hop")}.example.com`;
    await makeCustomDomain(site.id, domain, "pending");
    expect((await call("GET", `/hosts/${domain}:8788`)).status).toBe(404);
  });
});
