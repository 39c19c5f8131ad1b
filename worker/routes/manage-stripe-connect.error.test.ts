import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLATFORM_PLAN_FEATURES } from "../services/platform-plan/features";
import { giveLocalPlatformPlan } from "../services/platform-plan/local-setup";
import { call, db } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { completeOnboarding, siteRow } from "../test/stripe-factories";

describe("Plans page calls: bad input", () => {
  it("400 with field issues for a bad price or switch; nothing changes", async () => {
    const { site, token } = await makeKitchen();
    const prices = await call("PUT", `/manage/${site.slug}/plan-prices`, {
      token,
      json: { monthlyAmountCents: 12.5, yearlyAmountCents: "lots" },
    });
    expect(prices.status).toBe(400);
    expect(prices.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "monthlyAmountCents",
      "yearlyAmountCents",
    ]);
    const toggle = await call("PUT", `/manage/${site.slug}/paid-subscriptions`, {
      token,
      json: { enabled: "yes" },
    });
    expect(toggle.status).toBe(400);
    expect(toggle.body.issues[0].path).toBe("enabled");
    expect(await siteRow(site.id)).toMatchObject({
      paymentsEnabled: false,
      monthlyAmountCents: null,
    });
  });

  it("409: paid subscriptions stay off until the account can charge and a price exists", async () => {
    const { site, token, owner } = await makeKitchen();
    const on = () =>
      call("PUT", `/manage/${site.slug}/paid-subscriptions`, { token, json: { enabled: true } });
    expect((await on()).status).toBe(409);
    const link = await call("POST", `/manage/${site.slug}/stripe-account-links`, { token });
    expect((await on()).status).toBe(409); // connected, not onboarded, no price
    await completeOnboarding(link.body.url);
    await call("GET", `/manage/${site.slug}/plan-prices`, { token });
    expect((await on()).status).toBe(409); // can charge, no price
    await call("PUT", `/manage/${site.slug}/plan-prices`, {
      token,
      json: { yearlyAmountCents: 4000 },
    });
    const locked = await on(); // everything in place but the creator's platform plan
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(PLATFORM_PLAN_FEATURES.paidSubscriptions.lockedReason);
    await giveLocalPlatformPlan(db(), env, site, owner);
    expect((await on()).status).toBe(200);
  });
});
