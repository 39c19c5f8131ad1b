import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { startEmulator, startReceiver, until } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("webhooks", () => {
  it("signs deliveries as Stripe does: the SDK verifies them with the endpoint's secret only", async () => {
    const platform = await startReceiver();
    const { emulator, stripe } = await startEmulator({
      webhooks: { platform: { url: platform.url, secret: "whsec_local_platform" } },
    });
    cleanups.push(
      () => emulator.stop(),
      () => platform.close(),
    );
    const customer = await stripe.customers.create({ email: "a@example.com" });
    await until(() => platform.received.length === 1, "customer.created");
    const delivery = platform.received[0] as { headers: Record<string, unknown>; body: string };
    const signature = delivery.headers["stripe-signature"] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = stripe.webhooks.constructEvent(delivery.body, signature, "whsec_local_platform");
    expect(event.type).toBe("customer.created");
    expect((event.data.object as Stripe.Customer).id).toBe(customer.id);
    expect(event.livemode).toBe(false);
    expect(event.api_version).toBe(Stripe.API_VERSION);
    expect(event.request?.id).toMatch(/^req_/);
    expect("account" in event).toBe(false);
    const verifiedAsync = await stripe.webhooks.constructEventAsync(
      delivery.body,
      signature,
      "whsec_local_platform",
      300,
      Stripe.createSubtleCryptoProvider(),
    );
    expect(verifiedAsync.id).toBe(event.id);
    expect(() => stripe.webhooks.constructEvent(delivery.body, signature, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    // The event is also readable through the API.
    expect((await stripe.events.retrieve(event.id)).type).toBe("customer.created");
  });

  it("retries a failing endpoint with backoff and keeps the order of events", async () => {
    const platform = await startReceiver([500, 503]);
    const { emulator, stripe } = await startEmulator({
      webhooks: { platform: { url: platform.url, secret: "whsec_p" } },
      retryDelaysMs: [30, 60, 120],
    });
    cleanups.push(
      () => emulator.stop(),
      () => platform.close(),
    );
    const first = await stripe.customers.create({ email: "first@example.com" });
    const second = await stripe.customers.create({ email: "second@example.com" });
    await until(() => platform.received.length === 2, "both deliveries");
    expect(platform.attempts()).toBe(4);
    const ids = platform.received.map((r) => JSON.parse(r.body).data.object.id);
    expect(ids).toEqual([first.id, second.id]);
    const events = await stripe.events.list({ type: "customer.created" });
    // Delivered: nothing is pending any more.
    expect(events.data.map((e) => e.pending_webhooks)).toEqual([0, 0]);
  });

  it("gives up on an event after the last retry and goes on with the next", async () => {
    const platform = await startReceiver([500, 500, 500]);
    const { emulator, stripe } = await startEmulator({
      webhooks: { platform: { url: platform.url, secret: "whsec_p" } },
      retryDelaysMs: [10, 10],
    });
    cleanups.push(
      () => emulator.stop(),
      () => platform.close(),
    );
    await stripe.customers.create({ email: "lost@example.com" });
    const second = await stripe.customers.create({ email: "kept@example.com" });
    await until(() => platform.received.length === 1, "the second event");
    expect(platform.attempts()).toBe(4);
    expect(JSON.parse(platform.received[0]?.body as string).data.object.id).toBe(second.id);
  });

  it("never blocks API calls on an unreachable endpoint", async () => {
    const { emulator, stripe } = await startEmulator({
      webhooks: { platform: { url: "http://127.0.0.1:9/unreachable", secret: "whsec_p" } },
      retryDelaysMs: [60_000],
    });
    cleanups.push(() => emulator.stop());
    const customer = await stripe.customers.create({ email: "x@example.com" });
    const events = await stripe.events.list({ type: "customer.created" });
    expect(events.data[0]?.pending_webhooks).toBe(1);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it("creates endpoints through the API (with their secret once) and routes Connect events to connect ones", async () => {
    const platform = await startReceiver();
    const connect = await startReceiver();
    const { emulator, stripe } = await startEmulator();
    cleanups.push(
      () => emulator.stop(),
      () => platform.close(),
      () => connect.close(),
    );
    const p = await stripe.webhookEndpoints.create({
      url: platform.url,
      enabled_events: ["customer.created"],
    });
    const c = await stripe.webhookEndpoints.create({
      url: connect.url,
      enabled_events: ["*"],
      connect: true,
    });
    expect(p.secret).toMatch(/^whsec_/);
    expect((await stripe.webhookEndpoints.retrieve(p.id)).secret).toBeUndefined();
    expect((await stripe.webhookEndpoints.list()).data.map((e) => e.id).sort()).toEqual(
      [p.id, c.id].sort(),
    );
    const account = await stripe.accounts.create({ type: "express" });
    await stripe.customers.create({ email: "platform@example.com" });
    await stripe.customers.create(
      { email: "connected@example.com" },
      { stripeAccount: account.id },
    );
    await stripe.products.create({ name: "ignored by the platform endpoint" });
    await until(
      () => platform.received.length === 1 && connect.received.length === 1,
      "one event each",
    );
    const platformEvent = stripe.webhooks.constructEvent(
      platform.received[0]?.body as string,
      platform.received[0]?.headers["stripe-signature"] as string,
      p.secret as string,
    );
    expect((platformEvent.data.object as Stripe.Customer).email).toBe("platform@example.com");
    const connectEvent = stripe.webhooks.constructEvent(
      connect.received[0]?.body as string,
      connect.received[0]?.headers["stripe-signature"] as string,
      c.secret as string,
    );
    expect(connectEvent.account).toBe(account.id);
    // Connect events are listed with Stripe-Account only.
    expect((await stripe.events.list({ type: "customer.created" })).data).toHaveLength(1);
    const connected = await stripe.events.list(
      { type: "customer.created" },
      { stripeAccount: account.id },
    );
    expect(connected.data.map((e) => e.id)).toEqual([connectEvent.id]);
    await stripe.webhookEndpoints.del(p.id);
    expect((await stripe.webhookEndpoints.list()).data.map((e) => e.id)).toEqual([c.id]);
  });
});
