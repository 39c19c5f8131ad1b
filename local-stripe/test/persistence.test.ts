import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { connectedAccountWithPrice, startEmulator, startReceiver, until } from "./harness";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("state", () => {
  it("delivers after a restart the webhooks an endpoint had not accepted yet, in order", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "local-stripe-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const statePath = path.join(dir, "state.json");
    const receiver = await startReceiver([200, 500, 500, 500]);
    cleanups.push(() => receiver.close());
    const webhooks = { platform: { url: receiver.url, secret: "whsec_p" } };
    const first = await startEmulator({ statePath, webhooks, retryDelaysMs: [60_000] });
    const delivered = await first.stripe.customers.create({ email: "one@example.com" });
    await until(() => receiver.received.length === 1, "the first delivery");
    const waiting = await first.stripe.customers.create({ email: "two@example.com" });
    const later = await first.stripe.customers.create({ email: "three@example.com" });
    await until(() => receiver.attempts() === 2, "the failed attempt");
    await first.emulator.stop();

    const second = await startEmulator({ statePath, webhooks, retryDelaysMs: [10, 10] });
    cleanups.push(() => second.emulator.stop());
    await until(() => receiver.received.length === 3, "the waiting deliveries");
    const ids = receiver.received.map((r) => JSON.parse(r.body).data.object.id);
    expect(ids).toEqual([delivered.id, waiting.id, later.id]);
  });

  it("survives a restart: objects, Connect scoping, events, the clock and idempotency keys", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "local-stripe-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const statePath = path.join(dir, "nested", "local-stripe.json");

    const first = await startEmulator({ statePath });
    const creator = await connectedAccountWithPrice(first.stripe);
    const customer = await first.stripe.customers.create(
      { email: "kept@example.com" },
      { idempotencyKey: "once" },
    );
    await fetch(`${first.emulator.url}/_emulator/clock/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: 7 * 86_400 }),
    });
    await first.emulator.stop();

    const second = await startEmulator({ statePath });
    cleanups.push(() => second.emulator.stop());
    const { stripe } = second;
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect((await stripe.prices.retrieve(creator.price.id, {}, creator.opts)).unit_amount).toBe(
      500,
    );
    expect((await stripe.prices.retrieve(creator.price.id).catch((e) => e)).statusCode).toBe(404);
    expect((await stripe.events.list({ type: "customer.created" })).data).toHaveLength(1);
    const replay = await stripe.customers.create(
      { email: "kept@example.com" },
      { idempotencyKey: "once" },
    );
    expect(replay.id).toBe(customer.id);
    const { now } = (await (await fetch(`${second.emulator.url}/_emulator/clock`)).json()) as {
      now: number;
    };
    expect(now - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 60);
    expect((await stripe.accounts.retrieveCurrent()).id).toBe("acct_platform");
  });

  it("keeps portal sessions, their visits, coupons and trials across a restart", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "local-stripe-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const statePath = path.join(dir, "state.json");
    const first = await startEmulator({ statePath });
    const creator = await connectedAccountWithPrice(first.stripe);
    const coupon = await first.stripe.coupons.create(
      { percent_off: 10, duration: "forever" },
      creator.opts,
    );
    const customer = await first.stripe.customers.create({ email: "r@example.com" }, creator.opts);
    const subscription = await first.stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: creator.price.id }],
        trial_period_days: 14,
        discounts: [{ coupon: coupon.id }],
      },
      creator.opts,
    );
    await first.stripe.billingPortal.configurations.create(
      { features: { subscription_cancel: { enabled: true, mode: "at_period_end" } } },
      creator.opts,
    );
    const portal = await first.stripe.billingPortal.sessions.create(
      { customer: customer.id, return_url: "http://localhost/account" },
      creator.opts,
    );
    expect((await fetch(portal.url)).status).toBe(200);
    await first.emulator.stop();

    // A new port (the old one's pooled connections are closed): the link's path still opens it.
    const second = await startEmulator({ statePath });
    cleanups.push(() => second.emulator.stop());
    const page = await (
      await fetch(`${second.emulator.url}${new URL(portal.url).pathname}`)
    ).text();
    expect(page).toContain("Your trial ends on");
    const kept = await second.stripe.subscriptions.retrieve(subscription.id, {}, creator.opts);
    expect(kept.status).toBe("trialing");
    expect(kept.discounts).toHaveLength(1);
    expect((await second.stripe.coupons.retrieve(coupon.id, {}, creator.opts)).times_redeemed).toBe(
      1,
    );
  });
});
