import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stripeSubscriptionOf, subscriptionRow } from "../test/billing-factories";
import { call, makeUser, signedIn, siteDb } from "../test/factories";
import {
  accountEvents,
  CARDS,
  consume,
  makePaidSite,
  payCheckout,
  siteRow,
} from "../test/stripe-factories";

/**
 * GET manage/subscriptions dates a paid plan from when it was bought (Stripe's start_date of
 * the subscription), and keeps `since` for when the person began following the site.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

describe("account area: when a paid plan began", () => {
  it("a free follower who upgrades: paidSince is the purchase, since the free subscription", async () => {
    const kitchen = await makePaidSite();
    const account = (await siteRow(kitchen.site.id)).stripeAccountId as string;
    const reader = await makeUser();
    const siteToken = await signedIn(reader.id, kitchen.site.id);
    const free = await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
      token: siteToken,
      json: { plan: "free" },
    });
    expect(free.status).toBeLessThan(300);
    // Free on a site that sells paid plans: the account area offers the upgrade.
    const before = await call("GET", "/manage/subscriptions", { token: await signedIn(reader.id) });
    expect(before.body.subscriptions[0]).toMatchObject({
      plan: "free",
      compUntil: null,
      upgradable: true,
    });
    // Free paid access the site gave: the account says so, and offers no upgrade meanwhile.
    const compUntil = new Date(Date.now() + 14 * DAY_MS);
    const comped = (siteSubs: typeof siteSubscriptions, until: Date | null) =>
      siteDb(kitchen.site.id).then((db) =>
        db
          .update(siteSubs)
          .set({ compUntil: until })
          .where(and(eq(siteSubs.siteId, kitchen.site.id), eq(siteSubs.userId, reader.id))),
      );
    await comped(siteSubscriptions, compUntil);
    const gift = await call("GET", "/manage/subscriptions", { token: await signedIn(reader.id) });
    expect(gift.body.subscriptions[0]).toMatchObject({
      plan: "free",
      compUntil: compUntil.toISOString(),
      upgradable: false,
    });
    await comped(siteSubscriptions, new Date(Date.now() - DAY_MS));
    const runOut = await call("GET", "/manage/subscriptions", { token: await signedIn(reader.id) });
    expect(runOut.body.subscriptions[0]).toMatchObject({ compUntil: null, upgradable: true });
    const followedAt = new Date(Date.now() - 16 * DAY_MS);
    await (await siteDb(kitchen.site.id))
      .update(siteSubscriptions)
      .set({ createdAt: followedAt })
      .where(
        and(eq(siteSubscriptions.siteId, kitchen.site.id), eq(siteSubscriptions.userId, reader.id)),
      );

    const paid = await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
      token: siteToken,
      json: { plan: "monthly" },
    });
    await payCheckout(paid.body.checkout.url, reader.email, CARDS.ok);
    // Delivered twice over: the date stays the purchase's.
    const events = await accountEvents(account);
    await consume(...events);
    await consume(...events);

    const row = await subscriptionRow(kitchen.site.id, reader.id);
    const stripeSide = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    const list = await call("GET", "/manage/subscriptions", { token: await signedIn(reader.id) });
    expect(list.status).toBe(200);
    const [listed] = list.body.subscriptions;
    expect(listed).toMatchObject({
      plan: "monthly",
      since: followedAt.toISOString(),
      paidSince: new Date(stripeSide.start_date * 1000).toISOString(),
      upgradable: false,
    });
    expect(Date.parse(listed.paidSince) - followedAt.getTime()).toBeGreaterThan(15 * DAY_MS);
  });

  it("a free plan has no paid date", async () => {
    const kitchen = await makePaidSite();
    const reader = await makeUser();
    await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
      token: await signedIn(reader.id, kitchen.site.id),
      json: { plan: "free" },
    });
    const list = await call("GET", "/manage/subscriptions", { token: await signedIn(reader.id) });
    expect(list.body.subscriptions).toEqual([
      expect.objectContaining({ plan: "free", paidSince: null, since: expect.any(String) }),
    ]);
  });
});
