import { env } from "cloudflare:test";
import { bookmarks } from "@schema/db/bookmarks";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { closedSiteForHost } from "../services/deletion/site";
import { expectDocumented } from "../test/documented-answers";
import { call, db, makeCustomDomain, makeUser, signedIn, unique } from "../test/factories";
import { makeKitchen, publishedRecipe } from "../test/manage-factories";

/**
 * GET hosts/{host}/closed-site: the web app asks it after the host lookup's 404, and answers
 * every page of a deleted site's subdomain with "has closed" (410) while its owner may still
 * restore it. The account area lists that site's bookmarks and subscriptions as closed.
 */

const closedSite = (host: string) => call("GET", `/hosts/${encodeURIComponent(host)}/closed-site`);
const subdomain = (slug: string) => `${slug}.${env.PLATFORM_HOST}`;

async function deletedKitchen() {
  const kitchen = await makeKitchen();
  const res = await call("POST", `/manage/${kitchen.site.slug}/deletion`, {
    token: kitchen.token,
    json: { confirmSlug: kitchen.site.slug },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...kitchen, deletedSite: res.body.deletedSite };
}

describe("GET /hosts/{host}/closed-site", () => {
  it("names a deleted site at its subdomain until restored, and only what the page shows", async () => {
    const { site, token, deletedSite } = await deletedKitchen();
    expect((await call("GET", `/hosts/${subdomain(site.slug)}`)).status).toBe(404);

    const res = await closedSite(subdomain(site.slug));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      closedSite: {
        slug: site.slug,
        title: site.title,
        deletedAt: deletedSite.deletedAt,
        purgeAt: deletedSite.purgeAt,
      },
    });
    await expectDocumented("GET", "/hosts/:host/closed-site", res);
    // In capitals, as a Host header may come.
    expect((await closedSite(subdomain(site.slug).toUpperCase())).status).toBe(200);

    const restored = await call("POST", `/manage/deleted-sites/${site.slug}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await closedSite(subdomain(site.slug))).status).toBe(404);
    expect((await call("GET", `/hosts/${subdomain(site.slug)}`)).status).toBe(200);
  });

  it("finds it at an address it had before a rename too", async () => {
    const { site, token } = await makeKitchen();
    const renamed = unique("renamed");
    const rename = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { title: site.title, slug: renamed },
    });
    expect(rename.status).toBe(200);
    const deleted = await call("POST", `/manage/${renamed}/deletion`, {
      token,
      json: { confirmSlug: renamed },
    });
    expect(deleted.status).toBe(200);
    const old = await closedSite(subdomain(site.slug));
    expect(old.status).toBe(200);
    expect(old.body.closedSite.slug).toBe(renamed);
  });

  it("is 404 for a live site, an unknown host, a custom domain and a site past its window", async () => {
    const live = await makeKitchen();
    expect((await closedSite(subdomain(live.site.slug))).status).toBe(404);
    expect((await closedSite(subdomain(unique("never")))).status).toBe(404);
    expect((await closedSite("example.org")).status).toBe(404);
    // The platform host itself and a deeper name are no site's subdomain.
    expect((await closedSite(env.PLATFORM_HOST)).status).toBe(404);

    const { site } = await deletedKitchen();
    // Its custom domains went with the deletion; a row left over would not name it either.
    await makeCustomDomain(site.id, `${site.slug}.example.com`, "active");
    expect((await closedSite(`${site.slug}.example.com`)).status).toBe(404);
    expect((await closedSite(`www.${subdomain(site.slug)}`)).status).toBe(404);

    // Past purgeAt (the cron not yet run): nothing to restore, so nothing to say.
    await db()
      .update(sites)
      .set({ purgeAt: new Date(Date.now() - 1000) })
      .where(eq(sites.id, site.id));
    expect((await closedSite(subdomain(site.slug))).status).toBe(404);
    expect(await closedSiteForHost(db(), env, subdomain(site.slug))).toBeNull();
  });

  it("answers 404 for a host parameter that is too long, like the host lookup", async () => {
    const res = await closedSite(`${"a".repeat(250)}.${env.PLATFORM_HOST}`);
    expect(res.status).toBe(404);
  });
});

describe("the account area: a closed site's bookmarks and subscriptions", () => {
  it("says closed, and offers no upgrade there", async () => {
    const kitchen = await makeKitchen();
    const recipe = await publishedRecipe(kitchen.site.slug, kitchen.token);
    const reader = await makeUser();
    await db()
      .insert(bookmarks)
      .values({ userId: reader.id, siteId: kitchen.site.id, recipeId: recipe.id });
    const subscribed = await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
      token: await signedIn(reader.id, kitchen.site.id),
      json: { plan: "free" },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    const readerToken = await signedIn(reader.id);
    const before = await call("GET", "/manage/subscriptions", { token: readerToken });
    expect(before.body.subscriptions[0].site.closed).toBe(false);

    const deleted = await call("POST", `/manage/${kitchen.site.slug}/deletion`, {
      token: kitchen.token,
      json: { confirmSlug: kitchen.site.slug },
    });
    expect(deleted.status).toBe(200);

    const saved = await call("GET", "/manage/bookmarks", { token: readerToken });
    expect(saved.status).toBe(200);
    expect(saved.body.bookmarks).toEqual([
      expect.objectContaining({ site: expect.objectContaining({ closed: true }) }),
    ]);
    const subscriptions = await call("GET", "/manage/subscriptions", { token: readerToken });
    expect(subscriptions.body.subscriptions).toEqual([
      expect.objectContaining({
        site: expect.objectContaining({ slug: kitchen.site.slug, closed: true }),
        upgradable: false,
      }),
    ]);
  });
});
