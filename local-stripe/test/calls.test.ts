import { afterEach, describe, expect, it } from "vitest";
import { connectedAccountWithPrice, startEmulator, submitCheckout } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup() {
  const started = await startEmulator();
  cleanups.push(() => started.emulator.stop());
  return started;
}

describe("the remaining calls", () => {
  it("lists connected accounts for the platform only", async () => {
    const { stripe } = await setup();
    const a = await stripe.accounts.create({ type: "express" });
    const b = await stripe.accounts.create({ type: "standard" });
    expect((await stripe.accounts.list()).data.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(b.controller?.type).toBe("account");
  });

  it("detaches a payment method", async () => {
    const { stripe } = await setup();
    const customer = await stripe.customers.create({ email: "d@example.com" });
    const pm = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    const detached = await stripe.paymentMethods.detach(pm.id);
    expect(detached.customer).toBeNull();
    expect((await stripe.paymentMethods.list({ customer: customer.id })).data).toEqual([]);
    const twice = await stripe.paymentMethods.detach(pm.id).catch((e) => e);
    expect(twice.statusCode).toBe(400);
  });

  it("expires a session on request and lists its line items", async () => {
    const { stripe } = await setup();
    const creator = await connectedAccountWithPrice(stripe);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: creator.price.id, quantity: 2 }],
        success_url: "http://localhost/s",
      },
      creator.opts,
    );
    expect(session.amount_total).toBe(1000);
    const items = await stripe.checkout.sessions.listLineItems(session.id, {}, creator.opts);
    expect(items.data.map((i) => [i.price?.id, i.quantity, i.amount_total])).toEqual([
      [creator.price.id, 2, 1000],
    ]);
    const expired = await stripe.checkout.sessions.expire(session.id, {}, creator.opts);
    expect([expired.status, expired.url]).toEqual(["expired", null]);
    const again = await stripe.checkout.sessions
      .expire(session.id, {}, creator.opts)
      .catch((e) => e);
    expect(again.statusCode).toBe(400);
    expect(
      (await stripe.checkout.sessions.list({ status: "expired" }, creator.opts)).data,
    ).toHaveLength(1);
    const page = await fetch(`${new URL(session.url as string).origin}/c/pay/${session.id}`);
    expect(await page.text()).toContain("This Checkout Session is no longer active.");
  });

  it("lists an invoice's lines and filters events by type prefix, types and created", async () => {
    const { stripe } = await setup();
    const creator = await connectedAccountWithPrice(stripe);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: creator.price.id, quantity: 1 }],
        customer_email: "lines@example.com",
        success_url: "http://localhost/s",
      },
      creator.opts,
    );
    await submitCheckout(session.url as string, { cardNumber: "4242424242424242" });
    const done = await stripe.checkout.sessions.retrieve(session.id, {}, creator.opts);
    const invoice = await stripe.invoices.retrieve(done.invoice as string, {}, creator.opts);
    const lines = await stripe.invoices.listLineItems(invoice.id as string, {}, creator.opts);
    expect(
      lines.data.map((l) => [l.amount, l.parent?.subscription_item_details?.subscription]),
    ).toEqual([[500, done.subscription]]);
    const invoiceEvents = await stripe.events.list({ type: "invoice.*" }, creator.opts);
    expect(invoiceEvents.data.map((e) => e.type).reverse()).toEqual([
      "invoice.created",
      "invoice.finalized",
      "invoice.paid",
      "invoice.payment_succeeded",
    ]);
    const some = await stripe.events.list(
      { types: ["customer.created", "checkout.session.completed"] },
      creator.opts,
    );
    expect(some.data).toHaveLength(2);
    // The account's newest event: the invoice's may come a second after the session's on a
    // busy machine, so "created after the session" is not always empty.
    const all = await stripe.events.list({ limit: 100 }, creator.opts);
    const latest = Math.max(...all.data.map((event) => event.created));
    expect((await stripe.events.list({ created: { gt: latest } }, creator.opts)).data).toEqual([]);
    expect(
      (await stripe.events.list({ created: { lte: latest }, limit: 100 }, creator.opts)).data
        .length,
    ).toBeGreaterThan(5);
  });

  it("updates and disables a webhook endpoint, and lists test clocks", async () => {
    const { stripe } = await setup();
    const endpoint = await stripe.webhookEndpoints.create({
      url: "http://localhost/hook",
      enabled_events: ["invoice.paid"],
    });
    const updated = await stripe.webhookEndpoints.update(endpoint.id, {
      enabled_events: ["invoice.paid", "invoice.payment_failed"],
      disabled: true,
    });
    expect([updated.status, updated.enabled_events]).toEqual([
      "disabled",
      ["invoice.paid", "invoice.payment_failed"],
    ]);
    const clock = await stripe.testHelpers.testClocks.create({
      frozen_time: 2_000_000_000,
      name: "A",
    });
    expect((await stripe.testHelpers.testClocks.list()).data.map((c) => c.id)).toEqual([clock.id]);
    expect((await stripe.testHelpers.testClocks.retrieve(clock.id)).name).toBe("A");
    const backwards = await stripe.testHelpers.testClocks
      .advance(clock.id, { frozen_time: 1_000_000_000 })
      .catch((e) => e);
    expect(backwards.statusCode).toBe(400);
  });
});
