import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { consumePlanCheckout, ensureCatalog } from "../test/platform-plan-factories";
import { payCheckout } from "../test/stripe-factories";

/**
 * Between a paid Pro Checkout and its webhook the site still looks free: the kitchen must
 * not be able to open a second Checkout then (it would bill the creator twice).
 */

describe("platform plan: while a paid Checkout waits for its webhook", () => {
  it("refuses a second Checkout until the plan is written, and an unpaid one blocks nothing", async () => {
    await ensureCatalog();
    const { site, token, owner } = await makeKitchen();
    const buy = () =>
      call("POST", `/manage/${site.slug}/app-subscriptions`, { token, json: { cadence: "month" } });

    // Opened and left unpaid: the creator may start again.
    const abandoned = await buy();
    expect(abandoned.status).toBe(201);
    const started = await buy();
    expect(started.status).toBe(201);
    await payCheckout(started.body.url, owner.email);

    const again = await buy();
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Your Pro plan is starting/);

    await consumePlanCheckout(started.body.url);
    const live = await buy();
    expect(live.status).toBe(409);
    expect(live.body.message).toBe("This site already has the Pro platform plan");
  });
});
