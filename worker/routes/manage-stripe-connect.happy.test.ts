import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { giveLocalPlatformPlan } from "../services/platform-plan/local-setup";
import { call, db } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import {
  accountEvents,
  completeOnboarding,
  consume,
  makePaidSite,
  siteRow,
  stripe,
} from "../test/stripe-factories";

describe("Connect on the Plans page", () => {
  it("creates the account once, links to onboarding, and re-reads it when the creator is back", async () => {
    const { site, token } = await makeKitchen();
    const first = await call("POST", `/manage/${site.slug}/stripe-account-links`, { token });
    expect(first.status).toBe(201);
    const account = (await siteRow(site.id)).stripeAccountId;
    expect(account).toMatch(/^acct_/);
    // A second click continues the same account.
    const again = await call("POST", `/manage/${site.slug}/stripe-account-links`, { token });
    expect((await siteRow(site.id)).stripeAccountId).toBe(account);

    const before = await call("GET", `/manage/${site.slug}/plan-prices`, { token });
    expect(before.body.stripe).toMatchObject({ connected: true, chargesEnabled: false });

    const back = await completeOnboarding(again.body.url);
    expect(back).toBe(`http://localhost:8788/kitchen/${site.slug}/plans?connect=return`);
    const after = await call("GET", `/manage/${site.slug}/plan-prices`, { token });
    expect(after.body.stripe).toMatchObject({
      connected: true,
      chargesEnabled: true,
      payoutsEnabled: true,
    });
  });

  it("account.updated from Stripe records what the account can do, without the page", async () => {
    const { site, token } = await makeKitchen();
    const link = await call("POST", `/manage/${site.slug}/stripe-account-links`, { token });
    await completeOnboarding(link.body.url);
    const account = (await siteRow(site.id)).stripeAccountId as string;
    expect(await siteRow(site.id)).toMatchObject({ stripeChargesEnabled: false });
    const updates = await accountEvents(account, ["account.updated"]);
    expect(updates.length).toBeGreaterThan(0);
    await consume(...updates);
    expect(await siteRow(site.id)).toMatchObject({
      stripeChargesEnabled: true,
      stripePayoutsEnabled: true,
    });
  });

  it("prices become a Product and Prices on the connected account; a new amount is a new Price", async () => {
    const { site, token } = await makePaidSite();
    const row = await siteRow(site.id);
    const account = row.stripeAccountId as string;
    const monthly = await stripe().prices.retrieve(row.stripeMonthlyPriceId as string, undefined, {
      stripeAccount: account,
    });
    expect(monthly).toMatchObject({
      unit_amount: 500,
      currency: "usd",
      active: true,
      product: row.stripeProductId,
      recurring: expect.objectContaining({ interval: "month" }),
    });

    const changed = await call("PUT", `/manage/${site.slug}/plan-prices`, {
      token,
      json: { monthlyAmountCents: 700 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.prices).toMatchObject({ monthlyAmountCents: 700, yearlyAmountCents: 5000 });
    const updated = await siteRow(site.id);
    expect(updated.stripeMonthlyPriceId).not.toBe(row.stripeMonthlyPriceId);
    expect(updated.stripeYearlyPriceId).toBe(row.stripeYearlyPriceId);
    const fresh = await stripe().prices.retrieve(
      updated.stripeMonthlyPriceId as string,
      undefined,
      {
        stripeAccount: account,
      },
    );
    expect(fresh).toMatchObject({ unit_amount: 700, active: true, product: row.stripeProductId });
    // The old price sells no more, but it still exists for the readers already on it.
    const old = await stripe().prices.retrieve(row.stripeMonthlyPriceId as string, undefined, {
      stripeAccount: account,
    });
    expect(old).toMatchObject({ unit_amount: 500, active: false });

    const publicSite = await call("GET", `/site/${site.slug}/current-site`);
    expect(publicSite.body.site).toMatchObject({
      paymentsEnabled: true,
      subscriptionsEnabled: true,
      monthlyAmountCents: 700,
      yearlyAmountCents: 5000,
    });
  });

  it("prices saved before connecting are created once the account is there", async () => {
    const { site, token, owner } = await makeKitchen();
    // Paid subscriptions need the creator's platform plan.
    await giveLocalPlatformPlan(db(), env, site, owner);
    await call("PUT", `/manage/${site.slug}/plan-prices`, {
      token,
      json: { monthlyAmountCents: 900, yearlyAmountCents: null },
    });
    expect((await siteRow(site.id)).stripeMonthlyPriceId).toBeNull();
    const link = await call("POST", `/manage/${site.slug}/stripe-account-links`, { token });
    await completeOnboarding(link.body.url);
    const page = await call("GET", `/manage/${site.slug}/plan-prices`, { token });
    expect(page.body.stripe).toMatchObject({ monthlyPriceReady: true, yearlyPriceReady: false });
    expect(page.body.paidSubscriptions).toEqual({ enabled: false, canEnable: true });

    const on = await call("PUT", `/manage/${site.slug}/paid-subscriptions`, {
      token,
      json: { enabled: true },
    });
    expect(on.body.paidSubscriptions).toEqual({ enabled: true, canEnable: true });
    const publicSite = await call("GET", `/site/${site.slug}/current-site`);
    expect(publicSite.body.site).toMatchObject({
      paymentsEnabled: true,
      monthlyAmountCents: 900,
      yearlyAmountCents: null,
    });

    const off = await call("PUT", `/manage/${site.slug}/paid-subscriptions`, {
      token,
      json: { enabled: false },
    });
    expect(off.body.paidSubscriptions.enabled).toBe(false);
    const closed = await call("GET", `/site/${site.slug}/current-site`);
    expect(closed.body.site).toMatchObject({ paymentsEnabled: false, monthlyAmountCents: null });
  });
});
