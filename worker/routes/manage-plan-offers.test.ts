import { describe, expect, it } from "vitest";
import { makePaidReader, subscriptionRow } from "../test/billing-factories";
import { call, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { makePaidSite, siteRow, stripe } from "../test/stripe-factories";

/** PUT manage/{siteSlug}/plan-offers: a free trial on the site's new paid subscriptions. */

describe("plan offers: free trial days", () => {
  it("new paid subscribers start with the trial (trialing, paywall open), then it can be removed", async () => {
    const kitchen = await makePaidSite();
    const path = `/manage/${kitchen.site.slug}/plan-offers`;
    const saved = await call("PUT", path, { token: kitchen.token, json: { trialDays: 14 } });
    expect(saved.status).toBe(200);
    expect(saved.body.offers).toMatchObject({ trialDays: 14, firstPeriodPercentOff: null });

    const { account, row, siteToken } = await makePaidReader("monthly", {
      ...kitchen,
      site: await siteRow(kitchen.site.id),
    });
    const [session] = (
      await stripe().checkout.sessions.list({ limit: 1 }, { stripeAccount: account })
    ).data;
    expect(session?.subscription).toBeTruthy();
    const subscription = await stripe().subscriptions.retrieve(
      row.stripeSubscriptionId as string,
      undefined,
      { stripeAccount: account },
    );
    expect(subscription.status).toBe("trialing");
    expect(row.status).toBe("trialing");
    const me = await call("GET", `/site/${kitchen.site.slug}/current-user`, { token: siteToken });
    expect(me.body.currentUser.isSubscribedToPaid).toBe(true);

    const off = await call("PUT", path, { token: kitchen.token, json: { trialDays: null } });
    expect(off.body.offers).toMatchObject({ trialDays: null });
    expect((await subscriptionRow(kitchen.site.id, row.userId)).status).toBe("trialing");
  });

  it("bad days are 400 naming trialDays; signed out 401; another site's owner 404", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/plan-offers`;
    for (const json of [{}, { trialDays: 0 }, { trialDays: 2.5 }, { trialDays: 91 }]) {
      const res = await call("PUT", path, { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual(["trialDays"]);
    }
    expect((await call("PUT", path, { json: { trialDays: 7 } })).status).toBe(401);
    const other = await signedIn((await makeUser()).id);
    expect((await call("PUT", path, { token: other, json: { trialDays: 7 } })).status).toBe(404);
    const mine = await makeKitchen();
    expect((await call("PUT", path, { token: mine.token, json: { trialDays: 7 } })).status).toBe(
      404,
    );
    expect((await siteRow(site.id)).trialDays).toBeNull();
  });

  it("a save based on offers that moved since is refused and changes nothing (ADR 0021)", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/plan-offers`;
    const read = (await call("GET", `/manage/${site.slug}/plan-prices`, { token })).body;
    const elsewhere = await call("PUT", path, { token, json: { trialDays: 7 } });
    expect(elsewhere.body.offers.tag).not.toBe(read.offers.tag);
    // The prices' tag does not move with the offers.
    expect(elsewhere.body.prices.tag).toBe(read.prices.tag);

    const stale = await call("PUT", path, {
      token,
      headers: { "If-Match": read.offers.tag },
      json: { trialDays: 30 },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.error).toBe("edited_elsewhere");
    expect((await siteRow(site.id)).trialDays).toBe(7);

    const fresh = await call("PUT", path, {
      token,
      headers: { "If-Match": elsewhere.body.offers.tag },
      json: { trialDays: 30 },
    });
    expect(fresh.status).toBe(200);
    expect((await siteRow(site.id)).trialDays).toBe(30);
  });
});

describe("plan offers: a percentage off the first period", () => {
  it("Checkout applies it through a once-only promotion code; changing it retires the old code; each change is logged", async () => {
    const kitchen = await makePaidSite();
    const path = `/manage/${kitchen.site.slug}/plan-offers`;
    const saved = await call("PUT", path, {
      token: kitchen.token,
      json: { trialDays: null, firstPeriodPercentOff: 25 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.offers).toMatchObject({
      trialDays: null,
      firstPeriodPercentOff: 25,
      changes: [{ detail: "First-period discount: 25% off", actorEmail: kitchen.owner.email }],
    });
    const site = await siteRow(kitchen.site.id);
    const account = site.stripeAccountId as string;
    const code = await stripe().promotionCodes.retrieve(
      site.stripeFirstPeriodPromotionCodeId as string,
      undefined,
      { stripeAccount: account },
    );
    expect(code.active).toBe(true);
    const couponId = code.promotion.coupon;
    const coupon = await stripe().coupons.retrieve(
      typeof couponId === "string" ? couponId : (couponId?.id as string),
      undefined,
      { stripeAccount: account },
    );
    expect(coupon).toMatchObject({ percent_off: 25, duration: "once" });

    // A reader pays 25% less for the first month, the full price after it.
    const { row } = await makePaidReader("monthly", { ...kitchen, site });
    const invoices = await stripe().invoices.list(
      { customer: row.stripeCustomerId as string },
      { stripeAccount: account },
    );
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([375]);
    const subscription = await stripe().subscriptions.retrieve(
      row.stripeSubscriptionId as string,
      undefined,
      { stripeAccount: account },
    );
    expect(subscription.items.data[0]?.price.unit_amount).toBe(500);

    // A client that only sends the trial leaves the discount as it is.
    const trialOnly = await call("PUT", path, { token: kitchen.token, json: { trialDays: 7 } });
    expect(trialOnly.body.offers).toMatchObject({ trialDays: 7, firstPeriodPercentOff: 25 });

    const removed = await call("PUT", path, {
      token: kitchen.token,
      json: { trialDays: 7, firstPeriodPercentOff: null },
    });
    expect(removed.body.offers.firstPeriodPercentOff).toBeNull();
    expect(removed.body.offers.changes.map((change: { detail: string }) => change.detail)).toEqual([
      "First-period discount: none",
      "Free trial: 7 days",
      "First-period discount: 25% off",
    ]);
    const retired = await stripe().promotionCodes.retrieve(code.id, undefined, {
      stripeAccount: account,
    });
    expect(retired.active).toBe(false);
    expect((await siteRow(kitchen.site.id)).stripeFirstPeriodPromotionCodeId).toBeNull();
  });

  it("a percentage that is not whole or not 1 to 100 is a 400 naming it, and nothing changes", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/plan-offers`;
    for (const firstPeriodPercentOff of [0, 101, 2.5, "10"]) {
      const res = await call("PUT", path, {
        token,
        json: { trialDays: null, firstPeriodPercentOff },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
        "firstPeriodPercentOff",
      ]);
    }
    expect((await siteRow(site.id)).firstPeriodPercentOff).toBeNull();
  });
});
