import { describe, expect, it } from "vitest";
import { PLATFORM_PLAN_FEATURES } from "../services/platform-plan/features";
import { makePaidReader, subscriptionRow } from "../test/billing-factories";
import { call, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import {
  appSubscriptionRow,
  consumePlanCheckout,
  ensureCatalog,
  platformEventsOf,
} from "../test/platform-plan-factories";
import { consume, makePaidSite, payCheckout, siteRow, stripe } from "../test/stripe-factories";

/** The creator's own platform plan: Checkout on the platform account, webhooks, portal. */

describe("platform plan: buying and managing it", () => {
  it("a creator without a plan sees it locked, buys Pro through Checkout, and the webhooks open it", async () => {
    await ensureCatalog();
    const { site, token, owner } = await makeKitchen();
    const current = `/manage/${site.slug}/current-app-subscription`;

    const before = await call("GET", current, { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      plan: "free",
      appSubscription: null,
      prices: { monthlyAmountCents: 1200, yearlyAmountCents: 12000 },
      canManageBilling: false,
      canPurchase: true,
    });
    expect(before.body.features).toEqual([
      {
        key: "paidSubscriptions",
        title: "Paid subscriptions",
        needs: "pro",
        unlocked: false,
        lockedReason: PLATFORM_PLAN_FEATURES.paidSubscriptions.lockedReason,
      },
    ]);

    const started = await call("POST", `/manage/${site.slug}/app-subscriptions`, {
      token,
      json: { cadence: "year" },
    });
    expect(started.status).toBe(201);
    // On the platform account: no connected account can read the session.
    const sessionId = started.body.url.split("/").pop();
    const session = await stripe().checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: "subscription",
      customer_email: owner.email,
      metadata: { kind: "platform-plan", siteId: site.id, userId: owner.id },
    });
    const paid = await payCheckout(started.body.url, owner.email);
    expect(paid.location).toBe(
      `http://localhost:8788/kitchen/${site.slug}/plans?platform-plan=started`,
    );
    // Nothing is granted before the webhooks land.
    expect((await siteRow(site.id)).platformPlan).toBe("free");

    const { events, subscriptionId } = await consumePlanCheckout(started.body.url);
    expect(events.map((event) => event.type)).toContain("checkout.session.completed");
    const after = await call("GET", current, { token });
    expect(after.body).toMatchObject({
      plan: "pro",
      appSubscription: { plan: "pro", status: "active", cadence: "year", canceledAt: null },
      canManageBilling: true,
    });
    expect(after.body.features[0]).toMatchObject({ unlocked: true, lockedReason: null });
    const row = await appSubscriptionRow(site.id);
    expect(row).toMatchObject({ userId: owner.id, stripeSubscriptionId: subscriptionId });

    // Delivered again (Stripe and the queue both may): nothing changes.
    const versionBefore = (await siteRow(site.id)).contentVersion;
    await consume(...events);
    expect((await appSubscriptionRow(site.id))?.updatedAt).toEqual(row?.updatedAt);
    expect((await siteRow(site.id)).contentVersion).toBe(versionBefore);

    const portal = await call(
      "POST",
      `/manage/${site.slug}/app-subscription-billing-portal-sessions`,
      {
        token,
      },
    );
    expect(portal.status).toBe(201);
    const page = await fetch(portal.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("$120.00 per year");
  });

  it("a plan set to cancel says when it ends; the site keeps it until then", async () => {
    const kitchen = await makePaidSite();
    const row = await appSubscriptionRow(kitchen.site.id);
    const id = row?.stripeSubscriptionId as string;
    await stripe().subscriptions.update(id, { cancel_at_period_end: true });
    await consume(...(await platformEventsOf(id)));
    const res = await call("GET", `/manage/${kitchen.site.slug}/current-app-subscription`, {
      token: kitchen.token,
    });
    expect(res.body.plan).toBe("pro");
    expect(res.body.appSubscription.canceledAt).toBe(res.body.appSubscription.currentPeriodEnd);
  });
});

describe("platform plan: when it lapses", () => {
  it("new paid checkouts are refused and the subscribe page offers no paid plan; paying readers keep access and billing", async () => {
    const kitchen = await makePaidSite();
    const { row: readerRow, siteToken, account } = await makePaidReader("monthly", kitchen);
    const plan = (await appSubscriptionRow(kitchen.site.id))?.stripeSubscriptionId as string;

    await stripe().subscriptions.cancel(plan);
    const ended = await platformEventsOf(plan);
    expect(ended.map((event) => event.type)).toContain("customer.subscription.deleted");
    await consume(...ended);
    expect((await siteRow(kitchen.site.id)).platformPlan).toBe("free");
    expect((await appSubscriptionRow(kitchen.site.id))?.status).toBe("canceled");

    // A new reader cannot start a paid checkout: a clear 409, no checkout URL.
    const newcomer = await makeUser();
    const refused = await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
      token: await signedIn(newcomer.id, kitchen.site.id),
      json: { plan: "monthly" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This site is not taking new paid subscriptions right now");
    expect(refused.body.checkout).toBeUndefined();
    const publicSite = await call("GET", `/site/${kitchen.site.slug}/current-site`);
    expect(publicSite.body.site).toMatchObject({
      paymentsEnabled: false,
      monthlyAmountCents: null,
      yearlyAmountCents: null,
    });
    // Turning paid subscriptions on again says why not.
    const on = await call("PUT", `/manage/${kitchen.site.slug}/paid-subscriptions`, {
      token: kitchen.token,
      json: { enabled: true },
    });
    expect(on.status).toBe(409);
    expect(on.body.message).toBe(PLATFORM_PLAN_FEATURES.paidSubscriptions.lockedReason);

    // The reader who already pays keeps access, and Stripe keeps billing them.
    const me = await call("GET", `/site/${kitchen.site.slug}/current-user`, { token: siteToken });
    expect(me.body.currentUser.isSubscribedToPaid).toBe(true);
    expect((await subscriptionRow(kitchen.site.id, readerRow.userId)).status).toBe("active");
    const billing = await stripe().subscriptions.retrieve(
      readerRow.stripeSubscriptionId as string,
      undefined,
      { stripeAccount: account },
    );
    expect(billing.status).toBe("active");
    expect(billing.cancel_at_period_end).toBe(false);
  });
});
