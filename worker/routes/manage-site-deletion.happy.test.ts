import { env } from "cloudflare:test";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { cancelDeletedSiteSubscriptions } from "../services/payments/closing";
import { makePaidReader, stripeSubscriptionOf } from "../test/billing-factories";
import { cloudflareHostnames } from "../test/cloudflare-helpers";
import { call, databases, db, mailsWithSubject, siteDb, unique } from "../test/factories";
import { makeKitchen, publishedRecipe } from "../test/manage-factories";
import { appSubscriptionRow } from "../test/platform-plan-factories";
import { accountEvents, consume, stripe } from "../test/stripe-factories";

/**
 * Deleting a site: pages gone at once, paid subscriptions cancelled in the
 * local Stripe with an e-mail, custom hostnames removed, media kept through the 30-day
 * undo window and purged by the cron's hard delete after it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The worker's cron, run as Cloudflare would at `at` (the clock the test controls). */
async function runCron(at: number) {
  const controller = { scheduledTime: at, cron: "* * * * *", noRetry: () => {} };
  await worker.scheduled(controller as ScheduledController, env);
}

const siteRows = (id: string) => db().select().from(sites).where(eq(sites.id, id));
const mediaKeys = async (siteId: string) =>
  (await env.MEDIA.list({ prefix: `sites/${siteId}/` })).objects.map((o) => o.key);

describe("deleting a site", () => {
  it("stops its pages, removes its hostname, cancels paid plans once, and restore brings it back with its media", async () => {
    const { kitchen, account, reader, row } = await makePaidReader("monthly");
    const { site, token } = kitchen;
    const recipe = await publishedRecipe(site.slug, token);
    const hostname = `${unique("gone")}.example.com`;
    const added = await call("POST", `/manage/${site.slug}/custom-domains`, {
      token,
      json: { hostname },
    });
    expect(added.status).toBe(201);
    expect(await cloudflareHostnames(hostname)).toHaveLength(1);
    const key = `sites/${site.id}/images/${crypto.randomUUID()}.png`;
    await env.MEDIA.put(key, new Uint8Array([1, 2, 3]));

    const res = await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: site.slug },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.deletedSite).toMatchObject({ slug: site.slug });
    const window =
      Date.parse(res.body.deletedSite.purgeAt) - Date.parse(res.body.deletedSite.deletedAt);
    expect(window).toBe(30 * DAY_MS);

    // Pages stop at once: host lookup, site info, recipe, directory, the kitchen.
    expect((await call("GET", `/hosts/${site.slug}.${env.PLATFORM_HOST}`)).status).toBe(404);
    expect((await call("GET", `/site/${site.slug}/current-site`)).status).toBe(404);
    expect((await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`)).status).toBe(404);
    expect((await call("GET", `/site/${site.slug}/recipes`)).status).toBe(404);
    expect((await call("GET", "/site/site-slugs")).body.siteSlugs).not.toContain(site.slug);
    expect((await call("GET", `/manage/${site.slug}/current-site`, { token })).status).toBe(404);
    // Its custom hostname is gone from Cloudflare and from the site.
    expect(await cloudflareHostnames(hostname)).toHaveLength(0);

    // The JOBS message cancels the paid plan in Stripe and tells the reader, once, however
    // often it is delivered: twice at the same moment (Stripe refuses the second cancel), then
    // again later.
    await Promise.all([
      cancelDeletedSiteSubscriptions(databases(), env, site.id),
      cancelDeletedSiteSubscriptions(databases(), env, site.id),
    ]);
    await cancelDeletedSiteSubscriptions(databases(), env, site.id);
    const stripeSub = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    expect(stripeSub.status).toBe("canceled");
    const [after] = await (await siteDb(site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, row.id));
    expect(after?.status).toBe("canceled");
    expect(await mailsWithSubject(reader.email, "has closed")).toHaveLength(1);
    // The creator's own Pro plan ends with the period they paid for, asked of Stripe once.
    const plan = await appSubscriptionRow(site.id);
    expect(plan?.canceledAt).toBeInstanceOf(Date);
    const platformSub = await stripe().subscriptions.retrieve(plan?.stripeSubscriptionId ?? "");
    expect(platformSub).toMatchObject({ status: "active", cancel_at_period_end: true });
    // Stripe's customer.subscription.deleted that follows sends no "Subscribe again" e-mail.
    await consume(...(await accountEvents(account, ["customer.subscription.deleted"])));
    expect(await mailsWithSubject(reader.email, "has ended")).toEqual([]);

    // The kitchen lists it as deleted, with its window.
    const list = await call("GET", "/manage/sites", { token });
    expect(list.body.sites.map((s: { slug: string }) => s.slug)).not.toContain(site.slug);
    expect(list.body.deletedSites).toEqual([
      expect.objectContaining({ slug: site.slug, purgeAt: res.body.deletedSite.purgeAt }),
    ]);

    // The cron inside the window leaves everything, media too.
    await runCron(Date.now() + 29 * DAY_MS);
    expect(await siteRows(site.id)).toHaveLength(1);
    expect(await mediaKeys(site.id)).toEqual([key]);

    // Undo: pages, recipes and pictures are back.
    const restored = await call("POST", `/manage/deleted-sites/${site.slug}/restore`, { token });
    expect(restored.status).toBe(200);
    // The custom domain is not back: the answer names it, for the notice to say so.
    expect(restored.body.customDomainsRemoved).toEqual([hostname]);
    expect(await cloudflareHostnames(hostname)).toHaveLength(0);
    expect((await call("GET", `/hosts/${site.slug}.${env.PLATFORM_HOST}`)).status).toBe(200);
    expect((await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`)).status).toBe(200);
    expect((await call("GET", `/manage/${site.slug}/current-site`, { token })).status).toBe(200);
    expect(await mediaKeys(site.id)).toEqual([key]);
    expect((await call("GET", "/manage/sites", { token })).body.deletedSites).toEqual([]);
  });

  it("after the window the cron purges its media and data for good, and a rerun changes nothing", async () => {
    const { site, token } = await makeKitchen();
    await publishedRecipe(site.slug, token);
    for (let i = 0; i < 3; i++) {
      await env.MEDIA.put(`sites/${site.id}/images/${i}.png`, new Uint8Array([i]));
    }
    const other = await makeKitchen();
    const otherKey = `sites/${other.site.id}/images/keep.png`;
    await env.MEDIA.put(otherKey, new Uint8Array([9]));

    const res = await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: site.slug },
    });
    expect(res.status).toBe(200);
    const purgeAt = Date.parse(res.body.deletedSite.purgeAt);

    await runCron(purgeAt + 60_000);
    expect(await siteRows(site.id)).toHaveLength(0);
    expect(await mediaKeys(site.id)).toEqual([]);
    expect(await mediaKeys(other.site.id)).toEqual([otherKey]);
    await runCron(purgeAt + 120_000);
    expect(await siteRows(other.site.id)).toHaveLength(1);

    // Gone for good: nothing to restore, and the slug is free again.
    const restore = await call("POST", `/manage/deleted-sites/${site.slug}/restore`, { token });
    expect(restore.status).toBe(404);
    const again = await call("POST", "/manage/sites", {
      token,
      json: { slug: site.slug, title: "Fresh start" },
    });
    expect(again.status).toBe(201);
  });
});
