import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, latestMail, makeUser, signedIn, siteDb, unique } from "../test/factories";
import { makeSubscriberRow } from "../test/manage-factories";
import {
  accountEvents,
  consume,
  makePaidSite,
  payCheckout,
  siteRow,
  stripe,
} from "../test/stripe-factories";

async function rowOf(siteId: string, userId: string) {
  const [row] = await (await siteDb(siteId))
    .select()
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, siteId), eq(siteSubscriptions.userId, userId)));
  return row;
}

const sessionIdOf = (url: string) => {
  const location = new URL(url);
  return location.pathname.split("/").pop() as string;
};

describe("paid checkout", () => {
  it("a signed-in reader gets a Checkout Session on the creator's account; paying opens the paywall", async () => {
    const { site } = await makePaidSite();
    const account = (await siteRow(site.id)).stripeAccountId as string;
    const reader = await makeUser();
    const token = await signedIn(reader.id, site.id);
    const origin = `http://${site.slug}.localhost:8788`;
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: {
        plan: "monthly",
        return: `${origin}/subscribe`,
        nextPaid: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.checkout.url).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\//);

    const sessions = await stripe().checkout.sessions.list(
      { limit: 1 },
      { stripeAccount: account },
    );
    const session = sessions.data[0];
    expect(session).toMatchObject({
      mode: "subscription",
      customer_email: reader.email,
      metadata: { siteId: site.id, userId: reader.id, plan: "monthly", email: reader.email },
      success_url: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/subscribe`,
    });
    // Nothing is granted before Stripe says it is paid.
    expect(await rowOf(site.id, reader.id)).toBeUndefined();

    const paid = await payCheckout(res.body.checkout.url, reader.email);
    expect(paid.location).toBe(`${origin}/subscribe/success/${session?.id}`);
    const id = session?.id as string;
    const waiting = await call("GET", `/site/${site.slug}/checkout-sessions/${id}`);
    expect(waiting.body).toMatchObject({ email: reader.email, confirmed: false });

    await consume(...(await accountEvents(account)));
    const subscription = await stripe().subscriptions.list(
      { limit: 1 },
      { stripeAccount: account },
    );
    expect(subscription.data[0]?.application_fee_percent).toBe(10);
    expect(await rowOf(site.id, reader.id)).toMatchObject({
      plan: "monthly",
      status: "active",
      priceAmountCents: 500,
      cadence: "month",
      stripeSubscriptionId: subscription.data[0]?.id,
    });
    const done = await call("GET", `/site/${site.slug}/checkout-sessions/${id}`);
    // It names a person's e-mail: never kept by a shared cache.
    expect(done.headers.get("Cache-Control")).toBe("private, no-store");
    expect(done.body).toEqual({
      email: reader.email,
      subscription: { plan: "monthly", status: "active" },
      confirmed: true,
      accountCreated: false,
    });
    const me = await call("GET", `/site/${site.slug}/current-user`, { token });
    expect(me.body.currentUser).toMatchObject({ isSubscribedToPaid: true });
  });

  it("a signed-out visitor pays; the webhook makes the account and mails a sign-in link", async () => {
    const { site } = await makePaidSite();
    const account = (await siteRow(site.id)).stripeAccountId as string;
    const email = `${unique("payer")}@example.com`;
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email, plan: "yearly" },
    });
    expect(res.status).toBe(200);
    const paid = await payCheckout(res.body.checkout.url, email);
    expect(paid.location).toMatch(
      new RegExp(`^http://${site.slug}\\.localhost:8788/subscribe/success/cs_`),
    );
    await consume(...(await accountEvents(account)));

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
    expect(await rowOf(site.id, user?.id as string)).toMatchObject({
      plan: "yearly",
      status: "active",
      priceAmountCents: 5000,
    });
    const mail = await latestMail(email, "Confirm your");
    expect(new URL(mail.link ?? "").origin).toBe(`http://${site.slug}.localhost:8788`);
    const found = await call(
      "GET",
      `/site/${site.slug}/checkout-sessions/${sessionIdOf(paid.location as string)}`,
    );
    expect(found.body).toMatchObject({ email, confirmed: true, accountCreated: true });
  });

  it("a free subscriber upgrades to yearly", async () => {
    const { site } = await makePaidSite();
    const account = (await siteRow(site.id)).stripeAccountId as string;
    const free = await makeSubscriberRow(site.id, "free");
    const token = await signedIn(free.userId, site.id);
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { plan: "yearly" },
    });
    expect(res.status).toBe(200);
    await payCheckout(res.body.checkout.url, free.email);
    await consume(...(await accountEvents(account)));
    expect(await rowOf(site.id, free.userId)).toMatchObject({
      id: free.id,
      plan: "yearly",
      status: "active",
      newsletterOptIn: true,
    });
  });
});
