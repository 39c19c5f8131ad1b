import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { ensureCatalog } from "../test/platform-plan-factories";
import { makePaidSite } from "../test/stripe-factories";

/** The platform plan's calls with bad input or in the wrong state. */

describe("platform plan: refused", () => {
  it("400 naming cadence for a missing or unknown cadence", async () => {
    await ensureCatalog();
    const { site, token } = await makeKitchen();
    for (const json of [{}, { cadence: "week" }, { cadence: 1 }]) {
      const res = await call("POST", `/manage/${site.slug}/app-subscriptions`, { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual(["cadence"]);
    }
  });

  it("409 for a second Checkout while the Pro plan is live (it is changed in the portal)", async () => {
    const { site, token } = await makePaidSite();
    const res = await call("POST", `/manage/${site.slug}/app-subscriptions`, {
      token,
      json: { cadence: "month" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This site already has the Pro platform plan");
  });

  it("404 for the portal of a site that never had a plan", async () => {
    const { site, token } = await makeKitchen();
    const res = await call(
      "POST",
      `/manage/${site.slug}/app-subscription-billing-portal-sessions`,
      {
        token,
      },
    );
    expect(res.status).toBe(404);
  });
});
