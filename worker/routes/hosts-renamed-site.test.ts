import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { expectDocumented } from "../test/documented-answers";
import { call, makeCustomDomain, makeSite, makeUser, signedIn, unique } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

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

describe("GET manage/renamed-sites/{siteSlug}: the kitchen's old addresses", () => {
  const renamedFrom = (slug: string, token?: string) =>
    call("GET", `/manage/renamed-sites/${slug}`, token ? { token } : {});

  it("tells the site's owner and managers where it went", async () => {
    const { site, token } = await makeKitchen();
    const renamed = unique("renamed");
    await renameSite(site.slug, renamed, token);
    const own = await renamedFrom(site.slug, token);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ slug: renamed });
    await expectDocumented("GET", "/manage/renamed-sites/:siteSlug", own);

    const manager = await addManager(site.id);
    expect((await renamedFrom(site.slug, manager.token)).body).toEqual({ slug: renamed });
    // An address the site has now, or never had, is no old one.
    expect((await renamedFrom(renamed, token)).status).toBe(404);
    expect((await renamedFrom(unique("never"), token)).status).toBe(404);
  });

  it("tells no one else: signed out 401, a stranger, another site's owner and a token for another site 404", async () => {
    const { site, token } = await makeKitchen();
    await renameSite(site.slug, unique("renamed"), token);
    expect((await renamedFrom(site.slug)).status).toBe(401);
    const stranger = await signedIn((await makeUser()).id);
    expect((await renamedFrom(site.slug, stranger)).status).toBe(404);
    const other = await makeKitchen();
    expect((await renamedFrom(site.slug, other.token)).status).toBe(404);
    // A reader's session on the site itself is not the kitchen's.
    const reader = await signedIn((await makeUser()).id, site.id);
    expect((await renamedFrom(site.slug, reader)).status).toBe(401);

    const scoped = await makeApiToken();
    await renameSite(scoped.site.slug, unique("renamed"), scoped.token);
    const elsewhere = await call("POST", "/manage/api-tokens", {
      token: scoped.token,
      json: {
        name: "Other",
        access: "read",
        siteIds: [(await makeSite({ ownerId: scoped.owner.id })).id],
      },
    });
    expect(elsewhere.status).toBe(201);
    expect((await renamedFrom(scoped.site.slug, elsewhere.body.secret)).status).toBe(404);
    expect((await renamedFrom(scoped.site.slug, scoped.secret)).status).toBe(200);
  });
});
