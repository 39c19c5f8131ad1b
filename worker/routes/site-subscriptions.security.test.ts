import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  call,
  makeSite,
  makeUser,
  rowsInEveryDb,
  signedIn,
  siteDb,
  unique,
} from "../test/factories";
import { makeSubscriberRow } from "../test/manage-factories";

const newEmail = () => `${unique("reader")}@example.com`;
const mailsTo = async (email: string) =>
  (await call("GET", `/dev/mail?to=${encodeURIComponent(email)}`)).body.messages as unknown[];

describe("subscribe: accounts are not created twice nor taken over", () => {
  it("signed out with an address that has an account is 409 account_already_exists", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email: user.email, plan: "free" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: "account_already_exists",
      message: "An account already exists for this email.",
    });
    const rows = await rowsInEveryDb(siteSubscriptions, eq(siteSubscriptions.userId, user.id));
    expect(rows).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it("a session signed in on another site subscribes nobody here", async () => {
    const [site, other] = [await makeSite(), await makeSite()];
    const user = await makeUser();
    const token = await signedIn(user.id, other.id);
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { email: user.email, plan: "free" },
    });
    // Read as a signed-out visitor whose address has an account.
    expect(res.status).toBe(409);
    const rows = await rowsInEveryDb(siteSubscriptions, eq(siteSubscriptions.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe("subscribe: newsletters switched off", () => {
  it("subscriptions and newsletter sign-ups are 404", async () => {
    const site = await makeSite({ newslettersEnabled: false });
    const token = await signedIn((await makeUser()).id, site.id);
    const subscribe = await call("POST", `/site/${site.slug}/subscriptions`, {
      token,
      json: { plan: "free" },
    });
    expect(subscribe.status).toBe(404);
    const signedOut = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email: newEmail(), plan: "free" },
    });
    expect(signedOut.status).toBe(404);
    const signup = await call("POST", `/site/${site.slug}/newsletter-signups`, {
      json: { email: newEmail() },
    });
    expect(signup.status).toBe(404);
  });
});

describe("newsletter sign-ups tell nobody who has an account", () => {
  it("a new address, an account and a current subscriber get the same answer and the same mail", async () => {
    const site = await makeSite();
    const account = await makeUser();
    const subscriber = await makeSubscriberRow(site.id, "free");
    const fresh = newEmail();
    const answers = [];
    for (const email of [fresh, account.email, subscriber.email]) {
      const res = await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } });
      answers.push({ status: res.status, body: res.body });
      const mails = (await mailsTo(email)) as { subject: string }[];
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Confirm your subscription to ${site.title}`,
      ]);
    }
    const same = { status: 202, body: { ok: true, confirmationRequired: true } };
    expect(answers).toEqual([same, same, same]);
    // Nobody was subscribed by somebody else typing their address.
    const rows = await (await siteDb(site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.siteId, site.id));
    expect(rows.map((row) => row.email)).toEqual([subscriber.email]);
  });

  it("a signed-in reader typing somebody else's address still needs that address's link", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const res = await call("POST", `/site/${site.slug}/newsletter-signups`, {
      token: await signedIn(user.id, site.id),
      json: { email: newEmail() },
    });
    expect(res.body).toEqual({ ok: true, confirmationRequired: true });
  });
});

describe("confirmation links", () => {
  it("another site's, a tampered and a made-up link subscribe nobody (404)", async () => {
    const site = await makeSite();
    // In the same database, so the other site's call could reach the pending sign-up.
    const other = await makeSite({ database: site.database });
    const email = newEmail();
    await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } });
    const mails = (await mailsTo(email)) as { link: string }[];
    const token = new URL(mails[0]?.link ?? "").pathname.split("/").pop() ?? "";
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const [slug, given] of [
      [other.slug, token],
      [site.slug, tampered],
      [site.slug, "x".repeat(43)],
    ] as const) {
      const res = await call("POST", `/site/${slug}/newsletter-confirmations`, {
        json: { token: given },
      });
      expect(res.status).toBe(404);
    }
    const rows = await rowsInEveryDb(siteSubscriptions, eq(siteSubscriptions.email, email));
    expect(rows).toEqual([]);
    // The right link on the right site still works afterwards.
    const ok = await call("POST", `/site/${site.slug}/newsletter-confirmations`, {
      json: { token },
    });
    expect(ok.status).toBe(200);
  });

  it("a malformed token is a 400 naming the field", async () => {
    const site = await makeSite();
    const res = await call("POST", `/site/${site.slug}/newsletter-confirmations`, {
      json: { token: "../../etc" },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("token");
  });
});

describe("checkout sessions belong to their site", () => {
  it("another site's checkout session id is 404 here", async () => {
    const mine = await makeSite();
    // In the same database, so looking the session up from here could reach its row.
    const theirs = await makeSite({ database: mine.database });
    const sessionId = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    await makeSubscriberRow(theirs.id, "yearly", { stripeCheckoutSessionId: sessionId });
    const res = await call("GET", `/site/${mine.slug}/checkout-sessions/${sessionId}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("@");
  });
});
