import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cancelDeletedSiteSubscriptions } from "../services/payments/closing";
import { resumePlanOfRestoredSite } from "../services/platform-plan/app-subscriptions";
import { giveLocalPlatformPlan } from "../services/platform-plan/local-setup";
import { applyAppSubscription } from "../services/platform-plan/sync";
import { call, databases, db } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { appSubscriptionRow, platformEventsOf } from "../test/platform-plan-factories";
import { consume, stripe } from "../test/stripe-factories";

/**
 * The creator's own Pro plan across a site's deletion and restore: the deletion sets it to
 * end with its paid period; restoring the site before then makes it renew again, once.
 */

async function proKitchen() {
  const kitchen = await makeKitchen();
  const { subscription } = await giveLocalPlatformPlan(db(), env, kitchen.site, kitchen.owner);
  return { ...kitchen, subscriptionId: subscription.id };
}

async function deleteAndClose(slug: string, siteId: string, token: string) {
  const res = await call("POST", `/manage/${slug}/deletion`, {
    token,
    json: { confirmSlug: slug },
  });
  expect(res.status).toBe(200);
  await cancelDeletedSiteSubscriptions(databases(), env, siteId);
}

const restore = (slug: string, token: string) =>
  call("POST", `/manage/deleted-sites/${slug}/restore`, { token });

describe("restoring a site resumes the Pro plan its deletion set to end", () => {
  it("renews again, and a second restore or redelivered webhook changes nothing", async () => {
    const { site, token, subscriptionId } = await proKitchen();
    await deleteAndClose(site.slug, site.id, token);
    expect((await stripe().subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    expect((await appSubscriptionRow(site.id))?.canceledAt).toBeInstanceOf(Date);

    const restored = await restore(site.slug, token);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.platformPlan).toBe("resumed");
    const renewing = await stripe().subscriptions.retrieve(subscriptionId);
    expect(renewing).toMatchObject({ status: "active", cancel_at_period_end: false });
    expect(renewing.metadata.endedWithSite).toBeUndefined();
    const plan = await call("GET", `/manage/${site.slug}/current-app-subscription`, { token });
    expect(plan.body).toMatchObject({ plan: "pro", appSubscription: { canceledAt: null } });

    // Every event about it, delivered twice, in order: the plan still renews.
    const events = await platformEventsOf(subscriptionId);
    await consume(...events, ...events);
    expect((await appSubscriptionRow(site.id))?.canceledAt).toBeNull();
    expect(await resumePlanOfRestoredSite(db(), env, site)).toBe("unchanged");
    expect((await restore(site.slug, token)).status).toBe(404);
  });

  it("leaves alone a plan the creator had set to end before deleting", async () => {
    const { site, token, subscriptionId } = await proKitchen();
    const ending = await stripe().subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
    });
    await applyAppSubscription(db(), ending);
    await deleteAndClose(site.slug, site.id, token);

    const restored = await restore(site.slug, token);
    expect(restored.body.platformPlan).toBe("unchanged");
    expect((await stripe().subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
  });
});
