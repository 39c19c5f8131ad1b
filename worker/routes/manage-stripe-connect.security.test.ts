import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { siteRow } from "../test/stripe-factories";

const calls = (slug: string) =>
  [
    ["GET", `/manage/${slug}/plan-prices`, undefined],
    ["PUT", `/manage/${slug}/plan-prices`, { monthlyAmountCents: 600 }],
    ["POST", `/manage/${slug}/stripe-account-links`, undefined],
    ["PUT", `/manage/${slug}/paid-subscriptions`, { enabled: false }],
  ] as const;

describe("Plans page calls: who may", () => {
  it("401 signed out; 404 for another site's owner; nothing is created", async () => {
    const { site } = await makeKitchen();
    const { token: strangerToken } = await makeKitchen();
    for (const [method, path, json] of calls(site.slug)) {
      expect((await call(method, path, { json })).status).toBe(401);
      expect((await call(method, path, { json, token: strangerToken })).status).toBe(404);
    }
    expect(await siteRow(site.id)).toMatchObject({
      stripeAccountId: null,
      monthlyAmountCents: null,
    });
  });
});
