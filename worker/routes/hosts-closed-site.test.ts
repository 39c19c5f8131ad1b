import { env } from "cloudflare:test";
import { bookmarks } from "@schema/db/bookmarks";
import { sites } from "@schema/db/sites";
import { authSessions } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import { closedSiteForHost } from "../services/deletion/site";
import { expectDocumented } from "../test/documented-answers";
import {
  call,
  db,
  makeCustomDomain,
  makeSite,
  makeUser,
  signedIn,
  unique,
} from "../test/factories";
import { addManager, makeKitchen, publishedRecipe } from "../test/manage-factories";

/**
 * GET hosts/{host}/closed-site: the web app asks it after the host lookup's 404, and answers
 * every page of a deleted site's subdomain with "has closed" (410) while its owner may still
 * restore it. The account area lists that site's bookmarks and subscriptions as closed.
 */

const closedSite = (host: string, token?: string) =>
  call("GET", `/hosts/${encodeURIComponent(host)}/closed-site`, token ? { token } : {});
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
        viewerRole: null,
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

  it("tells the site's owner and managers they run it, and no one else", async () => {
    const kitchen = await makeKitchen();
    const { site, owner } = kitchen;
    const manager = await addManager(site.id);
    const reader = await makeUser();
    // Each signed in on the site itself, as the site host's cookie carries it.
    const onSite = {
      owner: await signedIn(owner.id, site.id),
      manager: await signedIn(manager.user.id, site.id),
      reader: await signedIn(reader.id, site.id),
      ownerSignedOut: await signedIn(owner.id, site.id),
      ownerOnAnotherSite: await signedIn(owner.id, (await makeSite({ ownerId: owner.id })).id),
    };
    await db()
      .update(authSessions)
      .set({ revokedAt: new Date(Date.now() - 60_000) })
      .where(eq(authSessions.tokenHash, await sha256(onSite.ownerSignedOut)));
    const deleted = await call("POST", `/manage/${site.slug}/deletion`, {
      token: kitchen.token,
      json: { confirmSlug: site.slug },
    });
    expect(deleted.status).toBe(200);
    const host = subdomain(site.slug);
    const roleOf = async (token?: string) => {
      const res = await closedSite(host, token);
      expect(res.status).toBe(200);
      // It says who asks: no shared cache may keep it.
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      return res.body.closedSite.viewerRole;
    };

    // The sessions the deletion ended still say who signed in there (for the links only).
    expect(await roleOf(onSite.owner)).toBe("owner");
    expect(await roleOf(onSite.manager)).toBe("manager");
    // A platform session, as an API client sends it.
    expect(await roleOf(kitchen.token)).toBe("owner");
    expect(await roleOf(manager.token)).toBe("manager");

    expect(await roleOf()).toBeNull();
    expect(await roleOf(onSite.reader)).toBeNull();
    expect(await roleOf(await signedIn(reader.id))).toBeNull();
    expect(await roleOf(onSite.ownerSignedOut)).toBeNull();
    expect(await roleOf(onSite.ownerOnAnotherSite)).toBeNull();
    expect(await roleOf("not-a-session-token-at-all")).toBeNull();
    // Ended by the deletion, but that session was for the site's own page: it opens nothing.
    const manage = await call("GET", `/manage/${site.slug}/recipes`, { token: onSite.owner });
    expect(manage.status).toBe(401);
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
