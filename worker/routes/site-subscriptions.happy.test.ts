import { newsletterConfirmations } from "@schema/db/newsletter-confirmations";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audienceCounts } from "../services/newsletters/audience";
import { sweepExpiredConfirmations } from "../services/newsletters/signup-confirmations";
import {
  call,
  db,
  latestMail,
  makeCustomDomain,
  makeSite,
  makeUser,
  signedIn,
  siteDb,
  tokenFromLink,
  unique,
} from "../test/factories";
import { makeSubscriberRow } from "../test/manage-factories";

const newEmail = () => `${unique("reader")}@example.com`;

/** The subscription of the account with this address: who it is from the platform, the row from the site's database. */
async function subscriptionOf(siteId: string, email: string) {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return undefined;
  const [row] = await (await siteDb(siteId))
    .select()
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, siteId), eq(siteSubscriptions.userId, user.id)));
  return row;
}

describe("subscribe: free plan, signed out", () => {
  it("mails a sign-up link to the site; its use creates the account and the subscription", async () => {
    const site = await makeSite();
    const email = newEmail();
    const origin = `http://${site.slug}.localhost:8788`;
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: {
        siteSlug: site.slug,
        email: email.toUpperCase(),
        plan: "free",
        return: `${origin}/subscribe`,
        nextFree: `${origin}/subscribe/success?email=${encodeURIComponent(email)}`,
        nextPaid: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
        nextLogin: `${origin}/recipes`,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ accountCreated: true, confirmationRequired: true });
    // Double opt-in: nothing exists until the e-mailed link is used.
    expect(await subscriptionOf(site.id, email)).toBeUndefined();

    const mail = await latestMail(email);
    expect(mail.subject).toBe(`Confirm your subscription to ${site.title}`);
    expect(mail.text).toContain(`Confirm your free subscription to ${site.title}`);
    const link = new URL(mail.link ?? "");
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe("/sign-in/callback");
    expect(link.searchParams.get("next")).toBe("/recipes");

    // The link signs the new subscriber in on the site.
    const confirm = await call("POST", `/site/${site.slug}/sign-in/${tokenFromLink(link.href)}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body.currentUser).toMatchObject({
      email,
      isSubscribed: true,
      isSubscribedToFree: true,
      isSubscribedToPaid: false,
      currentSubscription: { planType: "free", priceAmountCents: 0, cadence: null },
    });
    expect(await subscriptionOf(site.id, email)).toMatchObject({
      plan: "free",
      status: "active",
      email,
      newsletterOptIn: true,
    });
  });

  it("a nextLogin on somebody else's host is ignored: the link goes to the site", async () => {
    const site = await makeSite();
    await makeCustomDomain(site.id, `${site.slug}.example.com`, "active");
    const email = newEmail();
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email, plan: "free", nextLogin: "https://evil.example/steal" },
    });
    expect(res.status).toBe(201);
    const link = new URL((await latestMail(email)).link ?? "");
    expect(link.origin).toBe(`https://${site.slug}.example.com`);
    expect(link.searchParams.get("next")).toBe("/");
  });
});

describe("subscribe: free plan, signed in", () => {
  it("subscribes the account, whatever address the body holds", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const token = await signedIn(user.id, site.id);
    const stranger = newEmail();
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { email: stranger, plan: "free" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscription: { plan: "free", status: "active" } });
    expect(await subscriptionOf(site.id, user.email)).toMatchObject({ email: user.email });
    const [strangerRow] = await db().select().from(users).where(eq(users.email, stranger));
    expect(strangerRow).toBeUndefined();

    const me = await call("GET", `/site/${site.slug}/current-user`, { token });
    expect(me.body.currentUser).toMatchObject({ isSubscribed: true, isSubscribedToFree: true });
    // Subscribing again is harmless.
    const again = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { plan: "free" },
    });
    expect(again.status).toBe(200);
  });

  it("a paid subscriber keeps the paid plan", async () => {
    const site = await makeSite();
    const row = await makeSubscriberRow(site.id, "monthly");
    const token = await signedIn(row.userId, site.id);
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { plan: "free" },
    });
    expect(res.body.subscription).toEqual({ plan: "monthly", status: "active" });
  });

  it("a canceled subscription becomes a current free one again", async () => {
    const site = await makeSite();
    const row = await makeSubscriberRow(site.id, "free", {
      status: "canceled",
      canceledAt: new Date(),
    });
    const token = await signedIn(row.userId, site.id);
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { plan: "free" },
    });
    expect(res.body.subscription).toEqual({ plan: "free", status: "active" });
    const [after] = await (await siteDb(site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, row.id));
    expect(after?.canceledAt).toBeNull();
  });
});

describe("current-user reflects subscriptions", () => {
  it("a canceled subscription does not count", async () => {
    const site = await makeSite();
    const row = await makeSubscriberRow(site.id, "yearly", { status: "canceled" });
    const token = await signedIn(row.userId, site.id);
    const me = await call("GET", `/site/${site.slug}/current-user`, { token });
    expect(me.body.currentUser).toMatchObject({
      currentSubscription: null,
      isSubscribed: false,
      isSubscribedToFree: false,
      isSubscribedToPaid: false,
    });
  });
});

describe("newsletter sign-ups (double opt-in)", () => {
  const confirmToken = (link: string) => new URL(link).pathname.split("/").pop() ?? "";

  it("a new address counts only once its confirmation link is used, and the link works once", async () => {
    const site = await makeSite();
    const email = newEmail();
    const res = await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, confirmationRequired: true });
    expect(await subscriptionOf(site.id, email)).toBeUndefined();
    expect((await audienceCounts(await siteDb(site.id), site.id)).count).toBe(0);

    const mail = await latestMail(email);
    expect(mail.subject).toBe(`Confirm your subscription to ${site.title}`);
    const link = new URL(mail.link ?? "");
    expect(link.origin).toBe(`http://${site.slug}.localhost:8788`);
    expect(link.pathname).toMatch(/^\/confirm-subscription\/[A-Za-z0-9_-]{43}$/);

    const json = { token: confirmToken(link.href) };
    const first = await call("POST", `/site/${site.slug}/newsletter-confirmations`, { json });
    expect(first.status).toBe(200);
    expect(await subscriptionOf(site.id, email)).toMatchObject({
      plan: "free",
      status: "active",
      newsletterOptIn: true,
    });
    expect((await audienceCounts(await siteDb(site.id), site.id)).count).toBe(1);
    const again = await call("POST", `/site/${site.slug}/newsletter-confirmations`, { json });
    expect(again.status).toBe(404);
  });

  it("a signed-in reader's own address is subscribed at once, without a link", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const token = await signedIn(user.id, site.id);
    const res = await call("POST", `/site/${site.slug}/newsletter-signups`, {
      token,
      json: { email: user.email },
    });
    expect(res.body).toEqual({ ok: true, confirmationRequired: false });
    expect(await subscriptionOf(site.id, user.email)).toMatchObject({ newsletterOptIn: true });
  });

  it("an unconfirmed sign-up expires after 7 days: its link is refused and the cron forgets it", async () => {
    const site = await makeSite();
    const email = newEmail();
    await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } });
    const own = await siteDb(site.id);
    const [pending] = await own
      .select()
      .from(newsletterConfirmations)
      .where(eq(newsletterConfirmations.email, email));
    const days = ((pending?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    await own
      .update(newsletterConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterConfirmations.email, email));
    const json = { token: confirmToken((await latestMail(email)).link ?? "") };
    const late = await call("POST", `/site/${site.slug}/newsletter-confirmations`, { json });
    expect(late.status).toBe(404);
    expect(await subscriptionOf(site.id, email)).toBeUndefined();
    // The cron sweeps every database holding sites; this sign-up's is the site's.
    await sweepExpiredConfirmations(own);
    const left = await own
      .select()
      .from(newsletterConfirmations)
      .where(eq(newsletterConfirmations.email, email));
    expect(left).toEqual([]);
  });

  it("confirming turns the newsletter on for a subscriber who had it off, never downgrading", async () => {
    const site = await makeSite();
    const row = await makeSubscriberRow(site.id, "yearly", { newsletterOptIn: false });
    const res = await call("POST", `/site/${site.slug}/newsletter-signups`, {
      json: { email: row.email },
    });
    expect(res.status).toBe(202);
    const json = { token: confirmToken((await latestMail(row.email)).link ?? "") };
    expect(
      (await call("POST", `/site/${site.slug}/newsletter-confirmations`, { json })).status,
    ).toBe(200);
    const [after] = await (await siteDb(site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, row.id));
    expect(after).toMatchObject({ plan: "yearly", status: "active", newsletterOptIn: true });
  });
});
