import { describe, expect, it } from "vitest";
import { makePaidReader, stripeSubscriptionOf, subscriptionRow } from "../test/billing-factories";
import { call, makeUser, signedIn } from "../test/factories";

describe("readers' billing: only the subscriber, only from the account area", () => {
  it("signed out is 401 for both calls, before the body is read", async () => {
    for (const path of ["/manage/billing-portal-sessions", "/manage/cancellations"]) {
      const res = await call("POST", path, { json: {} });
      expect(res.status).toBe(401);
    }
  });

  it("another reader's subscription is 404 and nothing changes in Stripe", async () => {
    const { account, row, kitchen, reader } = await makePaidReader();
    const other = await signedIn((await makeUser()).id);
    for (const path of ["/manage/billing-portal-sessions", "/manage/cancellations"]) {
      const res = await call("POST", path, { token: other, json: { subscriptionId: row.id } });
      expect(res.status).toBe(404);
    }
    // The site's owner is not the subscriber either.
    const owner = await call("POST", "/manage/cancellations", {
      token: kitchen.token,
      json: { subscriptionId: row.id },
    });
    expect(owner.status).toBe(404);
    const stripeSide = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    expect(stripeSide.cancel_at_period_end).toBe(false);
    expect((await subscriptionRow(kitchen.site.id, reader.id)).cancelAt).toBeNull();
  });

  it("a session signed in on the creator's site cannot open the account area's billing", async () => {
    const { row, siteToken } = await makePaidReader();
    const res = await call("POST", "/manage/billing-portal-sessions", {
      token: siteToken,
      json: { subscriptionId: row.id },
    });
    expect(res.status).toBe(401);
  });
});
