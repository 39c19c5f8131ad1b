import { env } from "cloudflare:test";
import { customDomains, sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customHostnamesFor } from "../services/custom-hostnames/cloudflare";
import { addCustomDomain, recheckPendingDomains } from "../services/domains/custom-domains";
import { devTxtKey, txtResolverFor } from "../services/domains/dns-txt-resolver";
import { cloudflareHostnames, pinHostname } from "../test/cloudflare-helpers";
import { call, db, unique } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion ?? 0;

type Domain = {
  id: string;
  hostname: string;
  status: string;
  dns: { txt: { name: string; value: string } };
  cloudflare: {
    status: string;
    sslStatus: string;
    records: { purpose: string; name: string; value: string }[];
    errors: string[];
  } | null;
};

async function addDomain(siteSlug: string, token: string) {
  const res = await call("POST", `/manage/${siteSlug}/custom-domains`, {
    token,
    json: { hostname: `${unique("cf")}.example.com` },
  });
  if (res.status !== 201) throw new Error(`addDomain: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.domain as Domain;
}

const publishTxt = (domain: Domain) =>
  env.KV.put(devTxtKey(domain.dns.txt.name), domain.dns.txt.value);

async function cfId(domainId: string) {
  const [row] = await db().select().from(customDomains).where(eq(customDomains.id, domainId));
  if (!row?.cfHostnameId) throw new Error("domain has no custom hostname");
  return row.cfHostnameId;
}

const cron = () => recheckPendingDomains(db(), env, txtResolverFor(env), customHostnamesFor(env));

describe("custom domains through Cloudflare for SaaS (local Cloudflare API)", () => {
  it("adding creates the custom hostname and shows Cloudflare's records and statuses", async () => {
    const { site, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    expect(domain.status).toBe("pending");
    expect(domain.cloudflare).toMatchObject({ status: "pending", sslStatus: "pending_validation" });
    expect(domain.cloudflare?.records).toEqual([
      {
        purpose: "ownership",
        name: `_cf-custom-hostname.${domain.hostname}`,
        value: expect.any(String),
      },
      {
        purpose: "certificate",
        name: `_acme-challenge.${domain.hostname}`,
        value: expect.any(String),
      },
    ]);
    const [remote] = await cloudflareHostnames(domain.hostname);
    expect(remote?.id).toBe(await cfId(domain.id));
  });

  it("pending while the certificate is issued, active once Cloudflare says so (the cron), then removed", async () => {
    const { site, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    const id = await cfId(domain.id);
    await pinHostname(id, { status: "pending", ssl_status: "pending_issuance" });
    await publishTxt(domain);
    const checked = await call("POST", `/manage/${site.slug}/custom-domains/${domain.id}/verify`, {
      token,
    });
    expect(checked.status).toBe(200);
    expect(checked.body.check.result).toBe("certificate_pending");
    expect(checked.body.domain).toMatchObject({
      status: "pending",
      cloudflare: { status: "pending", sslStatus: "pending_issuance" },
    });
    expect((await call("GET", `/hosts/${domain.hostname}`)).status).toBe(404);

    const before = await contentVersion(site.id);
    await pinHostname(id, { status: "active", ssl_status: "active" });
    expect(await cron()).toBeGreaterThanOrEqual(1);
    const list = await call("GET", `/manage/${site.slug}/custom-domains`, { token });
    expect(list.body.domains[0]).toMatchObject({
      status: "active",
      verifiedAt: expect.any(String),
      cloudflare: { status: "active", sslStatus: "active", records: [] },
    });
    expect(await contentVersion(site.id)).toBe(before + 1);
    expect((await call("GET", `/hosts/${domain.hostname}`)).body.site.slug).toBe(site.slug);

    const removed = await call("DELETE", `/manage/${site.slug}/custom-domains/${domain.id}`, {
      token,
    });
    expect(removed.status).toBe(204);
    expect(await cloudflareHostnames(domain.hostname)).toEqual([]);
    expect((await call("GET", `/hosts/${domain.hostname}`)).status).toBe(404);
  });

  it("a certificate Cloudflare gives up on fails the domain and shows Cloudflare's error", async () => {
    const { site, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    await pinHostname(await cfId(domain.id), {
      ssl_status: "validation_timed_out",
      ssl_errors: ["TXT record _acme-challenge not found"],
    });
    await publishTxt(domain);
    const res = await call("POST", `/manage/${site.slug}/custom-domains/${domain.id}/verify`, {
      token,
    });
    expect(res.body.check.result).toBe("hostname_failed");
    expect(res.body.check.message).toContain("TXT record _acme-challenge not found");
    expect(res.body.domain).toMatchObject({
      status: "failed",
      cloudflare: {
        sslStatus: "validation_timed_out",
        errors: ["TXT record _acme-challenge not found"],
      },
    });
    expect((await call("GET", `/hosts/${domain.hostname}`)).status).toBe(404);
  });

  it("the cron leaves a domain pending while its TXT record is not there yet", async () => {
    const { site, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    await cron();
    const list = await call("GET", `/manage/${site.slug}/custom-domains`, { token });
    expect(list.body.domains[0]).toMatchObject({ id: domain.id, status: "pending" });
  });

  it("Cloudflare unreachable: the domain is still added, and a later check creates its hostname", async () => {
    const { site, token } = await makeKitchen();
    // A port nothing listens on (the discard port) plays Cloudflare being down.
    const down = customHostnamesFor({
      ...env,
      CLOUDFLARE_API_BASE_URL: "http://127.0.0.1:9/client/v4",
    });
    const hostname = `${unique("down")}.example.com`;
    const added = await addCustomDomain(db(), env, site, { hostname }, down);
    expect(added).toMatchObject({ status: "pending", cloudflare: null });
    expect(await cloudflareHostnames(hostname)).toEqual([]);

    await env.KV.put(devTxtKey(added.dns.txt.name), added.dns.txt.value);
    const res = await call("POST", `/manage/${site.slug}/custom-domains/${added.id}/verify`, {
      token,
    });
    expect(res.body.domain.cloudflare).not.toBeNull();
    expect(await cloudflareHostnames(hostname)).toHaveLength(1);
  });

  it("without a configured zone nothing calls Cloudflare, and development never calls the real API", () => {
    expect(customHostnamesFor({ ...env, CLOUDFLARE_ZONE_ID: undefined })).toBeNull();
    expect(customHostnamesFor({ ...env, CLOUDFLARE_API_BASE_URL: undefined })).toBeNull();
    expect(
      customHostnamesFor({ ...env, ENVIRONMENT: "production", CLOUDFLARE_API_BASE_URL: undefined }),
    ).not.toBeNull();
  });
});
