import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { makePaidSite, siteRow, stripe } from "../test/stripe-factories";

describe("checkout sessions: only the site's own", () => {
  it("another site's session id, an unknown one and a malformed one are 404", async () => {
    const first = await makePaidSite();
    const second = await makePaidSite();
    const reader = await makeUser();
    const res = await call("POST", `/site/${first.site.slug}/subscriptions`, {
      token: await signedIn(reader.id, first.site.id),
      json: { plan: "monthly" },
    });
    const id = new URL(res.body.checkout.url).pathname.split("/").pop() as string;
    expect(id).toMatch(/^cs_/);
    expect((await call("GET", `/site/${first.site.slug}/checkout-sessions/${id}`)).status).toBe(
      200,
    );
    expect((await call("GET", `/site/${second.site.slug}/checkout-sessions/${id}`)).status).toBe(
      404,
    );
    expect(
      (await call("GET", `/site/${first.site.slug}/checkout-sessions/cs_test_unknown`)).status,
    ).toBe(404);
    expect((await call("GET", `/site/${first.site.slug}/checkout-sessions/x%2Fy`)).status).toBe(
      404,
    );
  });

  it("Stripe returns only to the site's own hosts: a foreign nextPaid or return is replaced", async () => {
    const { site } = await makePaidSite();
    const account = (await siteRow(site.id)).stripeAccountId as string;
    const reader = await makeUser();
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(reader.id, site.id),
      json: {
        plan: "monthly",
        nextPaid: "https://evil.example/steal/{CHECKOUT_SESSION_ID}",
        return: "javascript:alert(1)",
      },
    });
    expect(res.status).toBe(200);
    const [session] = (
      await stripe().checkout.sessions.list({ limit: 1 }, { stripeAccount: account })
    ).data;
    const origin = `http://${site.slug}.localhost:8788`;
    expect(session).toMatchObject({
      success_url: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/subscribe`,
    });
  });

  it("a session signed in on another site is nobody here: it must give an e-mail", async () => {
    const { site } = await makePaidSite();
    const other = await makePaidSite();
    const reader = await makeUser();
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(reader.id, other.site.id),
      json: { plan: "monthly" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("email");
  });
});
