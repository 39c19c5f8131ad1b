import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn, unique } from "../test/factories";
import { makeKitchen, makeSubscriberRow } from "../test/manage-factories";
import {
  accountEvents,
  CARDS,
  consume,
  makePaidSite,
  payCheckout,
  siteRow,
} from "../test/stripe-factories";

describe("paid checkout: refused", () => {
  it("400 for a plan the site does not sell, and for a signed-out visitor without an e-mail", async () => {
    const { site } = await makeKitchen({ monthlyAmountCents: 500, paymentsEnabled: true });
    const reader = await makeUser();
    const token = await signedIn(reader.id, site.id);
    const notSold = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { plan: "monthly" },
    });
    expect(notSold.status).toBe(400);
    expect(notSold.body.issues[0].path).toBe("plan");

    const paidSite = await makePaidSite({ monthlyAmountCents: 500, yearlyAmountCents: null });
    const noYearly = await call("POST", `/site/${paidSite.site.slug}/subscriptions`, {
      token: await signedIn(reader.id, paidSite.site.id),
      json: { plan: "yearly" },
    });
    expect(noYearly.status).toBe(400);
    const noEmail = await call("POST", `/site/${paidSite.site.slug}/subscriptions`, {
      json: { plan: "monthly" },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.issues[0].path).toBe("email");
    const badPlan = await call("POST", `/site/${paidSite.site.slug}/subscriptions`, {
      token,
      json: { plan: "weekly" },
    });
    expect(badPlan.status).toBe(400);
  });

  it("409 for an address with an account (sign in first) and for a reader who already pays", async () => {
    const { site } = await makePaidSite();
    const existing = await makeUser();
    const taken = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email: existing.email, plan: "monthly" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("account_already_exists");

    const paying = await makeSubscriberRow(site.id, "monthly");
    const again = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(paying.userId, site.id),
      json: { plan: "yearly" },
    });
    expect(again.status).toBe(409);
  });

  it("a declined card grants nothing and creates no account", async () => {
    const { site } = await makePaidSite();
    const account = (await siteRow(site.id)).stripeAccountId as string;
    const email = `${unique("declined")}@example.com`;
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email, plan: "monthly" },
    });
    const paid = await payCheckout(res.body.checkout.url, email, CARDS.declined);
    expect(paid.location).toBeNull();
    expect(paid.body).toContain("Your card was declined.");
    await consume(...(await accountEvents(account)));
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    const rows = await db()
      .select()
      .from(siteSubscriptions)
      .where(and(eq(siteSubscriptions.siteId, site.id), eq(siteSubscriptions.plan, "monthly")));
    expect(rows).toEqual([]);
  });
});
