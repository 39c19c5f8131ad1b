import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteSubscriptions } from "../../schema/db/subscriptions";
import { call, db, makeSite, makeUser, signedIn, unique } from "../test/factories";
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
    const rows = await db()
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.userId, user.id));
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
    const rows = await db()
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.userId, user.id));
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
  it("a new address, an account and a current subscriber get the same answer, and no mail", async () => {
    const site = await makeSite();
    const account = await makeUser();
    const subscriber = await makeSubscriberRow(site.id, "free");
    const fresh = newEmail();
    const answers = [];
    for (const email of [fresh, account.email, subscriber.email]) {
      const res = await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } });
      answers.push({ status: res.status, body: res.body });
      expect(await mailsTo(email)).toEqual([]);
    }
    expect(answers).toEqual([
      { status: 202, body: { ok: true } },
      { status: 202, body: { ok: true } },
      { status: 202, body: { ok: true } },
    ]);
  });
});

describe("checkout sessions belong to their site", () => {
  it("another site's checkout session id is 404 here", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const sessionId = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    await makeSubscriberRow(theirs.id, "yearly", { stripeCheckoutSessionId: sessionId });
    const res = await call("GET", `/site/${mine.slug}/checkout-sessions/${sessionId}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("@");
  });
});
