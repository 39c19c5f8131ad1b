import { env } from "cloudflare:test";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unsubscribeToken } from "../services/newsletters/unsubscribe-token";
import { call, makeSite, rowsInEveryDb } from "../test/factories";
import { makeSubscriber } from "../test/recipe-factories";

async function subscriptionOf(userId: string) {
  const [row] = await rowsInEveryDb(siteSubscriptions, eq(siteSubscriptions.userId, userId));
  if (!row) throw new Error("no subscription");
  return row;
}

describe("one-click unsubscribe", () => {
  it("a valid token turns the newsletter off, reuse is harmless, resubscribe turns it on", async () => {
    const site = await makeSite({ title: "Ottolenghi at home" });
    const paid = await makeSubscriber(site.id, "monthly");
    const subscription = await subscriptionOf(paid.id);
    const token = await unsubscribeToken(env, site.id, subscription.id);

    const status = await call("GET", `/site/${site.slug}/unsubscribe/${token}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      email: paid.email,
      siteTitle: "Ottolenghi at home",
      subscribed: true,
    });

    // RFC 8058: the provider POSTs List-Unsubscribe=One-Click, with no session.
    const first = await call("POST", `/site/${site.slug}/unsubscribe/${token}`, {
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ subscribed: false });
    const reused = await call("POST", `/site/${site.slug}/unsubscribe/${token}`);
    expect(reused.status).toBe(200);
    expect(reused.body).toEqual({ subscribed: false });

    const after = await subscriptionOf(paid.id);
    // Only the newsletter stops: the paid plan and its access are untouched.
    expect(after).toMatchObject({
      newsletterOptIn: false,
      plan: "monthly",
      status: "active",
      priceAmountCents: subscription.priceAmountCents,
    });

    const back = await call("POST", `/site/${site.slug}/resubscribe/${token}`);
    expect(back.body).toEqual({ subscribed: true });
    expect((await subscriptionOf(paid.id)).newsletterOptIn).toBe(true);
  });

  it("a tampered token, another site's token and a made-up one are 404 and change nothing", async () => {
    const site = await makeSite();
    // In the same database, so the other site's calls could reach the subscription's row.
    const other = await makeSite({ database: site.database });
    const reader = await makeSubscriber(site.id, "free");
    const subscription = await subscriptionOf(reader.id);
    const token = await unsubscribeToken(env, site.id, subscription.id);
    const [id, mac] = token.split(".") as [string, string];
    const flipped = `${id}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    const foreign = await unsubscribeToken(env, other.id, subscription.id);
    for (const bad of [flipped, foreign, `${crypto.randomUUID()}.${mac}`, "nonsense", `${id}.`]) {
      expect((await call("GET", `/site/${site.slug}/unsubscribe/${bad}`)).status).toBe(404);
      expect((await call("POST", `/site/${site.slug}/unsubscribe/${bad}`)).status).toBe(404);
      expect((await call("POST", `/site/${site.slug}/resubscribe/${bad}`)).status).toBe(404);
    }
    // The right token on the wrong site is refused as well.
    expect((await call("POST", `/site/${other.slug}/unsubscribe/${token}`)).status).toBe(404);
    expect((await subscriptionOf(reader.id)).newsletterOptIn).toBe(true);
  });
});

describe("unsubscribe signing key", () => {
  it("production refuses the development key and a missing one", async () => {
    const id = crypto.randomUUID();
    await expect(
      unsubscribeToken(
        { ENVIRONMENT: "production", UNSUBSCRIBE_SIGNING_KEY: "dev-only-unsubscribe-key" },
        id,
        id,
      ),
    ).rejects.toThrow(/UNSUBSCRIBE_SIGNING_KEY/);
    await expect(
      unsubscribeToken({ ENVIRONMENT: "production", UNSUBSCRIBE_SIGNING_KEY: "" }, id, id),
    ).rejects.toThrow(/UNSUBSCRIBE_SIGNING_KEY/);
    const production = {
      ENVIRONMENT: "production" as const,
      UNSUBSCRIBE_SIGNING_KEY: "k".repeat(40),
    };
    expect(await unsubscribeToken(production, id, id)).toMatch(new RegExp(`^${id}\\.[\\w-]{22}$`));
  });
});
