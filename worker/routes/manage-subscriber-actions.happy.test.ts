import { subscriberActions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makePaidReader, subscriptionRow } from "../test/billing-factories";
import { call, signedIn, siteDb } from "../test/factories";
import { makeKitchen, makeSubscriberRow } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";
import { makePaidSite, stripe } from "../test/stripe-factories";

/** POST manage/{siteSlug}/subscribers/{subscriptionId}/actions: comp, refund, cancel. */

const actionsPath = (slug: string, id: string) => `/manage/${slug}/subscribers/${id}/actions`;

describe("subscriber actions", () => {
  it("a comp opens locked recipes to a free reader with no Stripe charge, logged with who gave it", async () => {
    const { site, token, owner } = await makeKitchen();
    const free = await makeSubscriberRow(site.id, "free");
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const readerToken = await signedIn(free.userId, site.id);
    const read = async () =>
      (await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, { token: readerToken })).body
        .recipe.access.full;
    expect(await read()).toBe(false);

    const res = await call("POST", actionsPath(site.slug, free.id), {
      token,
      json: { action: "comp", days: 30, confirm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.subscriber).toMatchObject({
      plan: "free",
      billing: false,
      lastAction: { action: "comp", by: owner.email },
    });
    expect(res.body.subscriber.lastAction.detail).toBe("30 days of free paid access");
    const until = Date.parse(res.body.subscriber.compUntil);
    expect(until - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(await read()).toBe(true);
    const me = await call("GET", `/site/${site.slug}/current-user`, { token: readerToken });
    expect(me.body.currentUser.isSubscribedToPaid).toBe(true);

    // A second comp extends the first.
    const more = await call("POST", actionsPath(site.slug, free.id), {
      token,
      json: { action: "comp", days: 10, confirm: true },
    });
    expect(Date.parse(more.body.subscriber.compUntil) - until).toBe(10 * 24 * 3600 * 1000);
    const list = await call("GET", `/manage/${site.slug}/subscribers`, { token });
    expect(list.body.subscribers[0].lastAction.detail).toMatch(/^10 days/);
    const log = await (await siteDb(site.id))
      .select()
      .from(subscriberActions)
      .where(eq(subscriberActions.subscriptionId, free.id));
    expect(log.map((entry) => entry.actorUserId)).toEqual([owner.id, owner.id]);
  });

  it("ending a comp early locks the reader out again at once; a second end is a 409", async () => {
    const { site, token, owner } = await makeKitchen();
    const free = await makeSubscriberRow(site.id, "free");
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const readerToken = await signedIn(free.userId, site.id);
    const read = async () =>
      (await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, { token: readerToken })).body
        .recipe.access.full;
    await call("POST", actionsPath(site.slug, free.id), {
      token,
      json: { action: "comp", days: 30, confirm: true },
    });
    expect(await read()).toBe(true);

    const res = await call("POST", actionsPath(site.slug, free.id), {
      token,
      json: { action: "end_comp", confirm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.subscriber).toMatchObject({
      compUntil: null,
      lastAction: { action: "end_comp", detail: "Free paid access ended", by: owner.email },
    });
    expect(await read()).toBe(false);

    const again = await call("POST", actionsPath(site.slug, free.id), {
      token,
      json: { action: "end_comp", confirm: true },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This reader has no free paid access to end");
  });

  it("ending a comp leaves a paying reader's own plan as it was", async () => {
    const { kitchen, row } = await makePaidReader();
    await call("POST", actionsPath(kitchen.site.slug, row.id), {
      token: kitchen.token,
      json: { action: "comp", days: 7, confirm: true },
    });
    const res = await call("POST", actionsPath(kitchen.site.slug, row.id), {
      token: kitchen.token,
      json: { action: "end_comp", confirm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.subscriber).toMatchObject({ compUntil: null, billing: true });
    expect(res.body.subscriber.plan).not.toBe("free");
  });

  it("a comped reader can still buy a paid plan: a comp is not a paid subscription", async () => {
    const { site, token } = await makePaidSite();
    const free = await makeSubscriberRow(site.id, "free");
    await call("POST", actionsPath(site.slug, free.id), {
      token,
      json: { action: "comp", days: 7, confirm: true },
    });
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(free.userId, site.id),
      json: { plan: "monthly" },
    });
    expect(res.status).toBe(200);
    expect(res.body.checkout.url).toBeTruthy();
  });

  it("refunds the reader's last payment in full on the connected account, once", async () => {
    const { kitchen, account, row } = await makePaidReader();
    const res = await call("POST", actionsPath(kitchen.site.slug, row.id), {
      token: kitchen.token,
      json: { action: "refund", confirm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.subscriber.lastAction).toMatchObject({
      action: "refund",
      detail: "$5.00 refunded",
    });
    const refunds = await stripe().refunds.list({ limit: 10 }, { stripeAccount: account });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([500]);
    // Nothing left to refund: 409, and no second refund.
    const again = await call("POST", actionsPath(kitchen.site.slug, row.id), {
      token: kitchen.token,
      json: { action: "refund", confirm: true },
    });
    expect(again.status).toBe(409);
    expect(
      (await stripe().refunds.list({ limit: 10 }, { stripeAccount: account })).data,
    ).toHaveLength(1);
  });

  it("cancels at period end (access stays) or now (access closes)", async () => {
    const first = await makePaidReader();
    const later = await call("POST", actionsPath(first.kitchen.site.slug, first.row.id), {
      token: first.kitchen.token,
      json: { action: "cancel", when: "period_end", confirm: true },
    });
    expect(later.status).toBe(200);
    expect(later.body.subscriber).toMatchObject({
      status: "active",
      cancelAt: first.row.currentPeriodEnd?.toISOString(),
      lastAction: { action: "cancel_at_period_end" },
    });

    const second = await makePaidReader("monthly", first.kitchen);
    const now = await call("POST", actionsPath(first.kitchen.site.slug, second.row.id), {
      token: first.kitchen.token,
      json: { action: "cancel", when: "now", confirm: true },
    });
    expect(now.status).toBe(200);
    expect(now.body.subscriber).toMatchObject({
      status: "canceled",
      lastAction: { action: "cancel_now", detail: "Subscription cancelled now" },
    });
    expect((await subscriptionRow(first.kitchen.site.id, second.reader.id)).status).toBe(
      "canceled",
    );
  });
});
