import { appSubscriptions } from "@schema/db/payments";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

const siteRow = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0];

describe("GET and PUT manage/{siteSlug}/plan-prices", () => {
  it("starts without prices, Stripe account or platform plan; saves cents, which visitors see only once Stripe sells them", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/plan-prices`;
    const first = await call("GET", path, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      prices: {
        currency: "usd",
        monthlyAmountCents: null,
        yearlyAmountCents: null,
        tag: expect.stringMatching(/^"\w+"$/),
      },
      offers: {
        trialDays: null,
        firstPeriodPercentOff: null,
        tag: expect.stringMatching(/^"\w+"$/),
        changes: [],
      },
      stripe: {
        connected: false,
        chargesEnabled: false,
        payoutsEnabled: false,
        monthlyPriceReady: false,
        yearlyPriceReady: false,
      },
      paidSubscriptions: { enabled: false, canEnable: false },
      platformPlan: null,
    });
    const before = (await siteRow(site.id))?.contentVersion ?? 0;
    const saved = await call("PUT", path, {
      token,
      json: { monthlyAmountCents: 500, yearlyAmountCents: 5000 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.prices).toEqual({
      currency: "usd",
      monthlyAmountCents: 500,
      yearlyAmountCents: 5000,
      tag: expect.not.stringMatching(first.body.prices.tag),
    });
    expect((await siteRow(site.id))?.contentVersion).toBe(before + 1);
    // No Stripe account, so nothing to pay with: visitors are offered no paid plan.
    const publicSite = await call("GET", `/site/${site.slug}/current-site`);
    expect(publicSite.body.site).toMatchObject({
      paymentsEnabled: false,
      monthlyAmountCents: null,
      yearlyAmountCents: null,
    });
  });

  it("a field left out stays; null removes a price; a changed amount forgets its Stripe price", async () => {
    const { site, token } = await makeKitchen({
      monthlyAmountCents: 500,
      yearlyAmountCents: 5000,
      stripeMonthlyPriceId: "price_month",
      stripeYearlyPriceId: "price_year",
    });
    const { token: managerToken } = await addManager(site.id);
    const path = `/manage/${site.slug}/plan-prices`;
    const res = await call("PUT", path, { token: managerToken, json: { monthlyAmountCents: 700 } });
    expect(res.body.prices).toMatchObject({ monthlyAmountCents: 700, yearlyAmountCents: 5000 });
    expect(await siteRow(site.id)).toMatchObject({
      stripeMonthlyPriceId: null,
      stripeYearlyPriceId: "price_year",
    });
    const cleared = await call("PUT", path, { token, json: { yearlyAmountCents: null } });
    expect(cleared.body.prices).toMatchObject({ monthlyAmountCents: 700, yearlyAmountCents: null });
  });

  it("a save based on prices that moved since is refused and changes nothing (ADR 0021)", async () => {
    const { site, token } = await makeKitchen({ monthlyAmountCents: 500, yearlyAmountCents: 5000 });
    const { token: managerToken } = await addManager(site.id);
    const path = `/manage/${site.slug}/plan-prices`;
    const read = (await call("GET", path, { token })).body;
    // Another manager's save meanwhile; the offers' tag does not move with it.
    await call("PUT", path, { token: managerToken, json: { monthlyAmountCents: 700 } });
    const after = (await call("GET", path, { token })).body;
    expect(after.offers.tag).toBe(read.offers.tag);

    const stale = await call("PUT", path, {
      token,
      headers: { "If-Match": read.prices.tag },
      json: { monthlyAmountCents: 500, yearlyAmountCents: 6000 },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.error).toBe("edited_elsewhere");
    expect(await siteRow(site.id)).toMatchObject({
      monthlyAmountCents: 700,
      yearlyAmountCents: 5000,
    });

    const fresh = await call("PUT", path, {
      token,
      headers: { "If-Match": after.prices.tag },
      json: { yearlyAmountCents: 6000 },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.prices).toMatchObject({ monthlyAmountCents: 700, yearlyAmountCents: 6000 });
  });

  it("reports the creator's platform plan when there is one", async () => {
    const { site, owner, token } = await makeKitchen();
    await db()
      .insert(appSubscriptions)
      .values({
        siteId: site.id,
        userId: owner.id,
        plan: "pro",
        status: "active",
        cadence: "month",
        currentPeriodEnd: new Date("2027-01-01T00:00:00Z"),
      });
    const res = await call("GET", `/manage/${site.slug}/plan-prices`, { token });
    expect(res.body.platformPlan).toEqual({
      plan: "pro",
      status: "active",
      cadence: "month",
      currentPeriodEnd: "2027-01-01T00:00:00.000Z",
      canceledAt: null,
    });
  });

  it("bad amounts are 400 with the field as path", async () => {
    const { site, token } = await makeKitchen();
    for (const [json, path] of [
      [{ monthlyAmountCents: 4.5 }, "monthlyAmountCents"],
      [{ monthlyAmountCents: 10 }, "monthlyAmountCents"],
      [{ yearlyAmountCents: -100 }, "yearlyAmountCents"],
      [{ yearlyAmountCents: "50.00" }, "yearlyAmountCents"],
      [{ yearlyAmountCents: 100_000_000 }, "yearlyAmountCents"],
    ] as const) {
      const res = await call("PUT", `/manage/${site.slug}/plan-prices`, { token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.issues[0].path).toBe(path);
    }
  });

  it("signed out 401; stranger and another site's owner 404; a session on another site 401", async () => {
    const { site, owner } = await makeKitchen({ monthlyAmountCents: 900 });
    const path = `/manage/${site.slug}/plan-prices`;
    const stranger = await signedIn((await makeUser()).id);
    const otherOwner = (await makeKitchen()).token;
    const elsewhere = await signedIn(owner.id, (await makeKitchen({ ownerId: owner.id })).site.id);
    for (const method of ["GET", "PUT"]) {
      const json = method === "PUT" ? { monthlyAmountCents: 100 } : undefined;
      expect((await call(method, path, { json })).status).toBe(401);
      expect((await call(method, path, { token: stranger, json })).status).toBe(404);
      expect((await call(method, path, { token: otherOwner, json })).status).toBe(404);
      expect((await call(method, path, { token: elsewhere, json })).status).toBe(401);
    }
    expect((await siteRow(site.id))?.monthlyAmountCents).toBe(900);
  });
});
