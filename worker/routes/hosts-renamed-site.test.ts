import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, makeCustomDomain, unique } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

/**
 * A renamed site's old subdomain (services/sites/former-slugs.ts): the host lookup still finds
 * the site, with its new origin, which the web app redirects to (app/lib/subdomain-redirect.ts).
 */

const hostOf = (slug: string) => `/hosts/${slug}.${env.PLATFORM_HOST}`;
const renameSite = (from: string, to: string, token: string, title = "Kitchen") =>
  call("PUT", `/manage/${from}/sites`, { token, json: { title, slug: to } });

describe("a renamed site's old address", () => {
  it("finds the site with its new origin, through every rename, and its own address back", async () => {
    const { site, token } = await makeKitchen();
    const first = site.slug;
    const second = unique("renamed");
    const third = unique("again");
    expect((await renameSite(first, second, token)).status).toBe(200);

    const old = await call("GET", hostOf(first));
    expect(old.status).toBe(200);
    expect(old.body.site).toMatchObject({
      id: site.id,
      slug: second,
      origin: `http://${second}.${env.PLATFORM_HOST}`,
    });
    expect((await call("GET", hostOf(second))).body.site.id).toBe(site.id);

    expect((await renameSite(second, third, token)).status).toBe(200);
    for (const slug of [first, second]) {
      expect((await call("GET", hostOf(slug))).body.site).toMatchObject({
        id: site.id,
        origin: `http://${third}.${env.PLATFORM_HOST}`,
      });
    }

    // Taking its first address back: that one is its own again; the others lead there.
    expect((await renameSite(third, first, token)).status).toBe(200);
    for (const slug of [first, second, third]) {
      expect((await call("GET", hostOf(slug))).body.site).toMatchObject({
        id: site.id,
        slug: first,
        origin: `http://${first}.${env.PLATFORM_HOST}`,
      });
    }
  });

  it("stays the site's: no one else's site can be made or renamed there", async () => {
    const { site, token } = await makeKitchen();
    const old = site.slug;
    await renameSite(old, unique("renamed"), token);
    const taken = [
      { path: "slug", message: "Another site had this address, and its old links lead there" },
    ];

    const other = await makeKitchen();
    const made = await call("POST", "/manage/sites", {
      token: other.token,
      json: { title: "Copycat", slug: old },
    });
    expect(made.status).toBe(409);
    expect(made.body.issues).toEqual(taken);

    const renamed = await renameSite(other.site.slug, old, other.token);
    expect(renamed.status).toBe(409);
    expect(renamed.body.issues).toEqual(taken);
    expect((await call("GET", hostOf(old))).body.site.id).toBe(site.id);
    expect((await call("GET", hostOf(other.site.slug))).body.site.id).toBe(other.site.id);

    // Its owner may give the address to a new site of theirs: it is that site's now.
    const mine = await call("POST", "/manage/sites", { token, json: { title: "Mine", slug: old } });
    expect(mine.status).toBe(201);
    expect((await call("GET", hostOf(old))).body.site).toMatchObject({
      id: mine.body.site.id,
      origin: `http://${old}.${env.PLATFORM_HOST}`,
    });
  });

  it("a custom domain stays the canonical origin; a deleted site's old address finds nothing", async () => {
    const { site, token } = await makeKitchen();
    const domain = `${unique("renamed")}.example.com`;
    await makeCustomDomain(site.id, domain, "active");
    const old = site.slug;
    const renamed = unique("renamed");
    await renameSite(old, renamed, token);
    expect((await call("GET", hostOf(old))).body.site.origin).toBe(`https://${domain}`);

    const deleted = await call("POST", `/manage/${renamed}/deletion`, {
      token,
      json: { confirmSlug: renamed },
    });
    expect(deleted.status).toBe(200);
    expect((await call("GET", hostOf(old))).status).toBe(404);
    expect((await call("GET", hostOf(renamed))).status).toBe(404);
  });
});
