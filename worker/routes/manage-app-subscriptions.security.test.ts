import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";
import { appSubscriptionRow, ensureCatalog } from "../test/platform-plan-factories";
import { makePaidSite } from "../test/stripe-factories";

/** Only the site's people reach its platform plan; only its owner buys or manages it. */

const CALLS = [
  ["POST", "app-subscriptions", { cadence: "month" }],
  ["GET", "current-app-subscription", undefined],
  ["POST", "app-subscription-billing-portal-sessions", undefined],
] as const;

describe("platform plan: who may", () => {
  it("signed out 401; another site's owner and a stranger 404, nothing started", async () => {
    await ensureCatalog();
    const { site } = await makeKitchen();
    const other = await makeKitchen();
    const stranger = await signedIn((await makeUser()).id);
    for (const [method, path, json] of CALLS) {
      const url = `/manage/${site.slug}/${path}`;
      expect((await call(method, url, { json })).status).toBe(401);
      expect((await call(method, url, { token: other.token, json })).status).toBe(404);
      expect((await call(method, url, { token: stranger, json })).status).toBe(404);
    }
    expect(await appSubscriptionRow(site.id)).toBeNull();
  });

  it("a manager who is not the owner reads the plan but cannot buy or manage it (403)", async () => {
    const { site } = await makePaidSite();
    const { token } = await addManager(site.id);
    const state = await call("GET", `/manage/${site.slug}/current-app-subscription`, { token });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ plan: "pro", canPurchase: false });
    for (const [method, path, json] of CALLS.filter(([method]) => method === "POST")) {
      const res = await call(method, `/manage/${site.slug}/${path}`, { token, json });
      expect(res.status).toBe(403);
    }
  });
});
