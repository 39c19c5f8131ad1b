import { describe, expect, it } from "vitest";
import {
  advanceClock,
  makePaidReader,
  stripeSubscriptionOf,
  subscriptionRow,
} from "../test/billing-factories";
import { call } from "../test/factories";
import { accountEvents, consume, siteRow, stripe } from "../test/stripe-factories";

/**
 * Readers manage their paid plans from the account area: POST manage/billing-portal-sessions
 * and POST manage/cancellations (at period end), against the local Stripe.
 */

const DAY = 24 * 60 * 60;

describe("billing-portal-sessions", () => {
  it("opens the portal on the subscription's connected account, offering the site's prices", async () => {
    const { kitchen, account, readerToken, row } = await makePaidReader();
    const res = await call("POST", "/manage/billing-portal-sessions", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    expect(res.status).toBe(201);
    const page = await fetch(res.body.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Manage billing");
    expect(html).toContain("$5.00 per month");
    expect(html).toContain("Update payment method");

    const site = await siteRow(kitchen.site.id);
    expect(site.stripePortalConfigurationId).toMatch(/^bpc_/);
    const configuration = await stripe().billingPortal.configurations.retrieve(
      site.stripePortalConfigurationId as string,
      undefined,
      { stripeAccount: account },
    );
    expect(configuration.features.subscription_cancel).toMatchObject({
      enabled: true,
      mode: "at_period_end",
    });
    expect(configuration.features.subscription_update.products?.[0]?.prices.sort()).toEqual(
      [site.stripeMonthlyPriceId, site.stripeYearlyPriceId].sort(),
    );
  });

  it("a price change rewrites the portal's prices: the new one in, the old one out", async () => {
    const { kitchen, account, readerToken, row } = await makePaidReader();
    await call("POST", "/manage/billing-portal-sessions", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    const before = await siteRow(kitchen.site.id);
    await call("PUT", `/manage/${kitchen.site.slug}/plan-prices`, {
      token: kitchen.token,
      json: { monthlyAmountCents: 700 },
    });
    const after = await siteRow(kitchen.site.id);
    expect(after.stripeMonthlyPriceId).not.toBe(before.stripeMonthlyPriceId);
    const configuration = await stripe().billingPortal.configurations.retrieve(
      after.stripePortalConfigurationId as string,
      undefined,
      { stripeAccount: account },
    );
    const prices = configuration.features.subscription_update.products?.[0]?.prices ?? [];
    expect(prices).toContain(after.stripeMonthlyPriceId);
    expect(prices).not.toContain(before.stripeMonthlyPriceId);
  });

  it("flow payment_method_update opens the portal on the card form", async () => {
    const { readerToken, row } = await makePaidReader();
    const res = await call("POST", "/manage/billing-portal-sessions", {
      token: readerToken,
      json: { subscriptionId: row.id, flow: "payment_method_update" },
    });
    expect(res.status).toBe(201);
    const html = await (await fetch(res.body.url)).text();
    expect(html).toContain("Card number");
  });
});

describe("cancellations of a paid plan", () => {
  it("cancels at period end: access stays, the account area says until when, the end closes it", async () => {
    const { kitchen, account, readerToken, siteToken, row, reader } = await makePaidReader();
    const res = await call("POST", "/manage/cancellations", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    expect(res.status).toBe(200);
    const listed = res.body.subscriptions.find((entry: { id: string }) => entry.id === row.id);
    expect(listed).toMatchObject({ status: "active", billing: true });
    expect(listed.cancelAt).toBe(row.currentPeriodEnd?.toISOString());
    const stripeSide = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    expect(stripeSide.cancel_at_period_end).toBe(true);
    // Twice is fine.
    const again = await call("POST", "/manage/cancellations", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    expect(again.status).toBe(200);

    await consume(...(await accountEvents(account)));
    const me = await call("GET", `/site/${kitchen.site.slug}/current-user`, { token: siteToken });
    expect(me.body.currentUser).toMatchObject({ isSubscribedToPaid: true });

    await advanceClock(32 * DAY);
    await consume(...(await accountEvents(account)));
    expect(await subscriptionRow(kitchen.site.id, reader.id)).toMatchObject({
      status: "canceled",
      cancelAt: null,
    });
    const later = await call("GET", `/site/${kitchen.site.slug}/current-user`, {
      token: siteToken,
    });
    expect(later.body.currentUser).toMatchObject({ isSubscribedToPaid: false });
  });

  it("resuming in the portal ('Renew plan') before the end keeps the plan renewing", async () => {
    const { kitchen, account, readerToken, row, reader } = await makePaidReader();
    await call("POST", "/manage/cancellations", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    expect((await subscriptionRow(kitchen.site.id, reader.id)).cancelAt).not.toBeNull();
    const portal = await call("POST", "/manage/billing-portal-sessions", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    const url = new URL(portal.body.url);
    const html = await (await fetch(url)).text();
    expect(html).toContain("Renew plan");
    const renewed = await fetch(`${url.href}/subscriptions/${row.stripeSubscriptionId}/renew`, {
      method: "POST",
      redirect: "manual",
    });
    expect(renewed.status).toBeLessThan(400);
    await consume(...(await accountEvents(account)));
    const after = await subscriptionRow(kitchen.site.id, reader.id);
    expect(after).toMatchObject({ status: "active", cancelAt: null });
  });
});
