import { env } from "cloudflare:test";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DnsLookupError,
  DohTxtResolver,
  devTxtKey,
  txtResolverFor,
  txtValue,
} from "../services/domains/dns-txt-resolver";
import { call, db, makeUser, signedIn, unique } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion ?? 0;

const hostname = () => `${unique("cook")}.example.com`;

async function addDomain(siteSlug: string, token: string, name = hostname()) {
  const res = await call("POST", `/manage/${siteSlug}/custom-domains`, {
    token,
    json: { hostname: name },
  });
  if (res.status !== 201) throw new Error(`addDomain: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.domain as {
    id: string;
    hostname: string;
    status: string;
    dns: { txt: { name: string; value: string }; cname: { name: string; value: string } };
  };
}

/** Plays the author's DNS provider: the dev/test resolver reads TXT records from KV. */
const publishTxt = (name: string, ...values: string[]) =>
  env.KV.put(devTxtKey(name), values.join("\n"));

describe("custom domains: happy paths", () => {
  it("adds a domain (normalized) as pending with its DNS instructions, and lists it", async () => {
    const { site, token } = await makeKitchen();
    const name = hostname();
    const res = await call("POST", `/manage/${site.slug}/custom-domains`, {
      token,
      json: { hostname: `  HTTPS://${name.toUpperCase()}./path ` },
    });
    expect(res.status).toBe(201);
    const domain = res.body.domain;
    expect(domain).toMatchObject({ hostname: name, status: "pending", verifiedAt: null });
    expect(domain.dns).toEqual({
      txt: { type: "TXT", name: `_recipe-verify.${name}`, value: expect.any(String) },
      cname: { type: "CNAME", name, value: "localhost" },
    });
    expect(domain.dns.txt.value.length).toBeGreaterThanOrEqual(32);

    const list = await call("GET", `/manage/${site.slug}/custom-domains`, { token });
    expect(list.status).toBe(200);
    expect(list.body.domains).toEqual([domain]);
  });

  it("check now: a matching TXT record activates the domain, routes it and bumps the version", async () => {
    const { site, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    const before = await contentVersion(site.id);
    await publishTxt(domain.dns.txt.name, "unrelated=1", domain.dns.txt.value);
    const res = await call("POST", `/manage/${site.slug}/custom-domains/${domain.id}/verify`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.check.result).toBe("verified");
    expect(res.body.domain).toMatchObject({ id: domain.id, status: "active" });
    expect(res.body.domain.verifiedAt).toEqual(expect.any(String));
    expect(await contentVersion(site.id)).toBe(before + 1);
    const routed = await call("GET", `/hosts/${domain.hostname}`);
    expect(routed.body.site.slug).toBe(site.slug);
  });

  it("check now without the record marks it failed (no version bump); a later check can still pass", async () => {
    const { site, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    const before = await contentVersion(site.id);
    const path = `/manage/${site.slug}/custom-domains/${domain.id}/verify`;
    await publishTxt(domain.dns.txt.name, "someone-elses-token");
    const failed = await call("POST", path, { token });
    expect(failed.status).toBe(200);
    expect(failed.body.check.result).toBe("not_found");
    expect(failed.body.domain.status).toBe("failed");
    expect(await contentVersion(site.id)).toBe(before);
    expect((await call("GET", `/hosts/${domain.hostname}`)).status).toBe(404);

    await publishTxt(domain.dns.txt.name, domain.dns.txt.value);
    expect((await call("POST", path, { token })).body.domain.status).toBe("active");
  });

  it("an active domain whose record is gone stops routing, and removing one bumps the version", async () => {
    const { site, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    const path = `/manage/${site.slug}/custom-domains/${domain.id}/verify`;
    await publishTxt(domain.dns.txt.name, domain.dns.txt.value);
    await call("POST", path, { token });
    await env.KV.delete(devTxtKey(domain.dns.txt.name));
    const before = await contentVersion(site.id);
    expect((await call("POST", path, { token })).body.domain.status).toBe("failed");
    expect(await contentVersion(site.id)).toBe(before + 1);

    await publishTxt(domain.dns.txt.name, domain.dns.txt.value);
    await call("POST", path, { token });
    const active = await contentVersion(site.id);
    const removed = await call("DELETE", `/manage/${site.slug}/custom-domains/${domain.id}`, {
      token,
    });
    expect(removed.status).toBe(204);
    expect(await contentVersion(site.id)).toBe(active + 1);
    expect((await call("GET", `/hosts/${domain.hostname}`)).status).toBe(404);
    expect(
      (await call("GET", `/manage/${site.slug}/custom-domains`, { token })).body.domains,
    ).toEqual([]);
  });

  it("a manager of the site may manage its domains", async () => {
    const { site } = await makeKitchen();
    const { token } = await addManager(site.id);
    const domain = await addDomain(site.slug, token);
    expect(domain.status).toBe("pending");
  });
});

describe("custom domains: bad input", () => {
  it("refuses IPs, ports, single labels, localhost, bad characters and the platform's own hosts", async () => {
    const { site, token } = await makeKitchen();
    for (const bad of [
      "",
      "192.168.1.10",
      "[::1]",
      "2001:db8::1",
      "example.com:8080",
      "intranet",
      "shop.localhost",
      "bad_name.example.com",
      "-dash.example.com",
      "example.123",
      `${"a".repeat(64)}.example.com`,
    ]) {
      const res = await call("POST", `/manage/${site.slug}/custom-domains`, {
        token,
        json: { hostname: bad },
      });
      expect(res.status, bad).toBe(400);
      expect(res.body.issues[0].path, bad).toBe("hostname");
    }
    const platform = { ...env, PLATFORM_HOST: "recipes.example:443" };
    for (const own of ["recipes.example", `${site.slug}.recipes.example`]) {
      const res = await call(
        "POST",
        `/manage/${site.slug}/custom-domains`,
        { token, json: { hostname: own } },
        platform,
      );
      expect(res.status, own).toBe(400);
      expect(res.body.issues[0]).toMatchObject({ path: "hostname" });
    }
  });

  it("a body without a hostname, or not JSON, is 400", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/custom-domains`;
    expect((await call("POST", path, { token, json: {} })).status).toBe(400);
    const res = await call("POST", path, {
      token,
      body: "hostname=x",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("a hostname already on any site is 409, on this site too", async () => {
    const first = await makeKitchen();
    const second = await makeKitchen();
    const name = hostname();
    await addDomain(first.site.slug, first.token, name);
    for (const [kitchen, message] of [
      [first, "This domain is already connected to this site"],
      [second, "This domain is already connected to another site"],
    ] as const) {
      const res = await call("POST", `/manage/${kitchen.site.slug}/custom-domains`, {
        token: kitchen.token,
        json: { hostname: name.toUpperCase() },
      });
      expect(res.status).toBe(409);
      expect(res.body.issues[0]).toMatchObject({ path: "hostname", message });
    }
  });

  it("at most 10 domains per site", async () => {
    const { site, token } = await makeKitchen();
    for (let i = 0; i < 10; i++) await addDomain(site.slug, token);
    const res = await call("POST", `/manage/${site.slug}/custom-domains`, {
      token,
      json: { hostname: hostname() },
    });
    expect(res.status).toBe(400);
  });

  it("a malformed domain id is 404", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/custom-domains/not-a-uuid/verify`, {
      token,
    });
    expect(res.status).toBe(404);
  });
});

describe("custom domains: security", () => {
  it("signed out 401; stranger and another site's owner 404; a session on another site 401", async () => {
    const { site, owner, token } = await makeKitchen();
    const domain = await addDomain(site.slug, token);
    const paths: [string, string, unknown?][] = [
      ["GET", `/manage/${site.slug}/custom-domains`],
      ["POST", `/manage/${site.slug}/custom-domains`, { hostname: hostname() }],
      ["POST", `/manage/${site.slug}/custom-domains/${domain.id}/verify`],
      ["DELETE", `/manage/${site.slug}/custom-domains/${domain.id}`],
    ];
    const stranger = await signedIn((await makeUser()).id);
    const otherOwner = (await makeKitchen()).token;
    const elsewhere = await signedIn(owner.id, (await makeKitchen({ ownerId: owner.id })).site.id);
    for (const [method, path, json] of paths) {
      expect((await call(method, path, { json })).status, `${method} ${path}`).toBe(401);
      const res = await call(method, path, { token: stranger, json });
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(domain.dns.txt.value);
      expect((await call(method, path, { token: otherOwner, json })).status, path).toBe(404);
      expect((await call(method, path, { token: elsewhere, json })).status, path).toBe(401);
    }
    const still = await call("GET", `/manage/${site.slug}/custom-domains`, { token });
    expect(still.body.domains).toHaveLength(1);
  });

  it("another site's domain id is 404 on my site: no verify, no delete, no token", async () => {
    const mine = await makeKitchen();
    const theirs = await makeKitchen();
    const domain = await addDomain(theirs.site.slug, theirs.token);
    await publishTxt(domain.dns.txt.name, domain.dns.txt.value);
    const verify = await call(
      "POST",
      `/manage/${mine.site.slug}/custom-domains/${domain.id}/verify`,
      { token: mine.token },
    );
    expect(verify.status).toBe(404);
    expect(JSON.stringify(verify.body)).not.toContain(domain.dns.txt.value);
    const remove = await call("DELETE", `/manage/${mine.site.slug}/custom-domains/${domain.id}`, {
      token: mine.token,
    });
    expect(remove.status).toBe(404);
    const list = await call("GET", `/manage/${theirs.site.slug}/custom-domains`, {
      token: theirs.token,
    });
    expect(list.body.domains).toMatchObject([{ id: domain.id, status: "pending" }]);
  });
});

describe("TXT resolvers", () => {
  const answer = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it("DoH: asks for TXT as dns-json and joins split, quoted values", async () => {
    let asked: { url: string; accept: string | null } | null = null;
    const fetcher = (async (url: string, init?: RequestInit) => {
      asked = { url, accept: new Headers(init?.headers).get("Accept") };
      return new Response(
        JSON.stringify({
          Status: 0,
          Answer: [
            { type: 5, data: "alias.example.com." },
            { type: 16, data: '"abc" "def"' },
            { type: 16, data: '"with \\"quote\\""' },
          ],
        }),
      );
    }) as unknown as typeof fetch;
    const resolver = new DohTxtResolver("https://dns.example/dns-query", fetcher);
    expect(await resolver.lookupTxt("_recipe-verify.cook.example.com")).toEqual([
      "abcdef",
      'with "quote"',
    ]);
    expect(asked).toEqual({
      url: "https://dns.example/dns-query?name=_recipe-verify.cook.example.com&type=TXT",
      accept: "application/dns-json",
    });
  });

  it("DoH: NXDOMAIN is no records; SERVFAIL, HTTP errors and network errors are lookup failures", async () => {
    expect(
      await new DohTxtResolver("https://d.example", answer({ Status: 3 })).lookupTxt("x"),
    ).toEqual([]);
    for (const fetcher of [
      answer({ Status: 2 }),
      answer({ error: "nope" }, 500),
      (async () => {
        throw new TypeError("network down");
      }) as unknown as typeof fetch,
    ]) {
      await expect(new DohTxtResolver("https://d.example", fetcher).lookupTxt("x")).rejects.toThrow(
        DnsLookupError,
      );
    }
    expect(txtValue("plain-value")).toBe("plain-value");
  });

  it("DOH_URL picks DoH; tests and development without it use KV; production never KV", () => {
    expect(txtResolverFor({ ...env, DOH_URL: "https://d.example" })).toBeInstanceOf(DohTxtResolver);
    expect(txtResolverFor(env)).not.toBeInstanceOf(DohTxtResolver);
    expect(txtResolverFor({ ...env, ENVIRONMENT: "production" })).toBeInstanceOf(DohTxtResolver);
  });
});
