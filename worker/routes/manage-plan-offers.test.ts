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
    expect(saved.body.offers).toEqual({ trialDays: 14 });

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
    expect(off.body.offers).toEqual({ trialDays: null });
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
});
