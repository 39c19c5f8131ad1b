import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call, makeUser, signedIn } from "../test/factories";
import {
  accountEvents,
  consume,
  makePaidSite,
  payCheckout,
  siteRow,
} from "../test/stripe-factories";

/**
 * The paid plan's answers against the local Stripe (Checkout, its session, the account
 * area's list, the Billing Portal, cancelling), parsed with the schemas the document states.
 */
describe("documented answers: a paid plan", () => {
  it("checkout, its session, the account's subscriptions, the portal and cancelling", async () => {
    const { site } = await makePaidSite();
    const reader = await makeUser();
    const checkout = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(reader.id, site.id),
      json: { plan: "monthly" },
    });
    expect(checkout.body.checkout.url).toBeTruthy();
    await expectDocumented("POST", "/site/:siteSlug/subscriptions", checkout);
    const paid = await payCheckout(checkout.body.checkout.url, reader.email);
    const sessionId = new URL(paid.location ?? "").pathname.split("/").pop();
    const path = `/site/${site.slug}/checkout-sessions/${sessionId}`;
    const waiting = await call("GET", path);
    expect(waiting.body.confirmed).toBe(false);
    await expectDocumented("GET", "/site/:siteSlug/checkout-sessions/:checkoutSessionId", waiting);
    await consume(...(await accountEvents((await siteRow(site.id)).stripeAccountId as string)));
    const done = await call("GET", path);
    expect(done.body.confirmed).toBe(true);
    await expectDocumented("GET", "/site/:siteSlug/checkout-sessions/:checkoutSessionId", done);

    const token = await signedIn(reader.id);
    const list = await call("GET", "/manage/subscriptions", { token });
    const [subscription] = list.body.subscriptions;
    expect(subscription).toMatchObject({ plan: "monthly", billing: true });
    await expectDocumented("GET", "/manage/subscriptions", list);
    const portal = await call("POST", "/manage/billing-portal-sessions", {
      token,
      json: { subscriptionId: subscription.id },
    });
    expect(portal.status).toBe(201);
    await expectDocumented("POST", "/manage/billing-portal-sessions", portal);
    const cancelled = await call("POST", "/manage/cancellations", {
      token,
      json: { subscriptionId: subscription.id },
    });
    expect(cancelled.body.subscriptions[0].cancelAt).not.toBeNull();
    await expectDocumented("POST", "/manage/cancellations", cancelled);
  });
});
