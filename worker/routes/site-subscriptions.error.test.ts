import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn, unique } from "../test/factories";
import { timeLeftInWindow } from "../test/rate-windows";

const newEmail = () => `${unique("reader")}@example.com`;
const paths = (body: { issues?: { path: string }[] }) => body.issues?.map((i) => i.path);

describe("subscribe: bad input", () => {
  it("a bad e-mail, a missing or unknown plan are 400s naming the field", async () => {
    const site = await makeSite();
    const subscribe = (json: unknown) => call("POST", `/site/${site.slug}/subscriptions`, { json });
    const badEmail = await subscribe({ email: "not-an-email", plan: "free" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.issues).toEqual([
      { path: "email", message: "Please enter a valid email address" },
    ]);
    expect(paths((await subscribe({ email: newEmail() })).body)).toEqual(["plan"]);
    expect(paths((await subscribe({ email: newEmail(), plan: "weekly" })).body)).toEqual(["plan"]);
    expect(
      paths((await subscribe({ email: newEmail(), plan: "free", nextLogin: 5 })).body),
    ).toEqual(["nextLogin"]);
  });

  it("signed out without an e-mail is a 400 on email", async () => {
    const site = await makeSite();
    const res = await call("POST", `/site/${site.slug}/subscriptions`, { json: { plan: "free" } });
    expect(res.status).toBe(400);
    expect(paths(res.body)).toEqual(["email"]);
  });

  it("paid plans of a site that cannot take payments are refused, never with a checkout URL", async () => {
    const site = await makeSite({ paymentsEnabled: true, monthlyAmountCents: 500 });
    const plain = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    for (const [slug, plan, auth] of [
      [site.slug, "monthly", token],
      [site.slug, "yearly", undefined],
      [plain.slug, "monthly", undefined],
    ] as const) {
      const res = await call("POST", `/site/${slug}/subscriptions`, {
        token: auth,
        json: { email: newEmail(), plan },
      });
      // Switched on and priced in the settings, but no Stripe account sells it.
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: "bad_request",
        message: "This plan is not available",
        issues: [{ path: "plan", message: "This site does not offer this plan" }],
      });
    }
  });

  it("newsletter sign-ups need an e-mail", async () => {
    const site = await makeSite();
    for (const json of [{}, { email: "" }, { email: "nobody" }]) {
      const res = await call("POST", `/site/${site.slug}/newsletter-signups`, { json });
      expect(res.status).toBe(400);
      expect(paths(res.body)).toEqual(["email"]);
    }
  });

  it("unknown sites, checkout sessions and malformed session ids are 404", async () => {
    const site = await makeSite();
    const unknownSite = await call("POST", "/site/no-such-site/subscriptions", {
      json: { email: newEmail(), plan: "free" },
    });
    expect(unknownSite.status).toBe(404);
    expect((await call("GET", `/site/${site.slug}/checkout-sessions/cs_test_nope`)).status).toBe(
      404,
    );
    expect((await call("GET", `/site/${site.slug}/checkout-sessions/a%20b`)).status).toBe(404);
  });
});

describe("subscribe: rate limits", () => {
  it("a burst of sign-ups for one address is stopped at once (429, within the minute)", async () => {
    await timeLeftInWindow(60, 20);
    const site = await makeSite();
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  }, 120_000);

  it("one address is sent at most five confirmation mails in 15 minutes, however it asks", async () => {
    // Retry-After must name the 15-minute window's end, over a minute away: start well before it.
    await timeLeftInWindow(15 * 60, 90);
    const site = await makeSite();
    const email = newEmail();
    const signUp = () => call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } });
    const subscribe = () =>
      call("POST", `/site/${site.slug}/subscriptions`, { json: { email, plan: "free" } });
    const statuses: number[] = [];
    for (const send of [signUp, signUp, signUp, subscribe, subscribe]) {
      statuses.push((await send()).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const sixth = await subscribe();
    expect(sixth.status).toBe(429);
    // The 15-minute window (KV), not the minute of the burst limit.
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(60);
  }, 150_000);
});
