import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import {
  connectedAccountWithPrice,
  startEmulator,
  startReceiver,
  submitCheckout,
  until,
} from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const DAY = 86_400;

async function advance(url: string, body: { seconds?: number; to?: number }): Promise<number> {
  const response = await fetch(`${url}/_emulator/clock/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { now: number }).now;
}

/** A reader subscribed through Checkout with 4242 on a creator's connected account. */
async function subscribed() {
  const connect = await startReceiver();
  const { emulator, stripe } = await startEmulator({
    webhooks: { connect: { url: connect.url, secret: "whsec_c" } },
  });
  cleanups.push(
    () => emulator.stop(),
    () => connect.close(),
  );
  const creator = await connectedAccountWithPrice(stripe);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price: creator.price.id, quantity: 1 }],
      customer_email: "reader@example.com",
      success_url: "http://localhost/s/{CHECKOUT_SESSION_ID}",
    },
    creator.opts,
  );
  await submitCheckout(session.url as string, { cardNumber: "4242424242424242" });
  const done = await stripe.checkout.sessions.retrieve(session.id, {}, creator.opts);
  const subscription = await stripe.subscriptions.retrieve(
    done.subscription as string,
    {},
    creator.opts,
  );
  return { emulator, stripe, creator, subscription, connect };
}

function period(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0] as Stripe.SubscriptionItem;
  return { start: item.current_period_start, end: item.current_period_end };
}

describe("the emulator clock", () => {
  it("reports and moves the time", async () => {
    const { emulator } = await startEmulator();
    cleanups.push(() => emulator.stop());
    const { now } = (await (await fetch(`${emulator.url}/_emulator/clock`)).json()) as {
      now: number;
    };
    expect(Math.abs(now - Date.now() / 1000)).toBeLessThan(5);
    expect(await advance(emulator.url, { seconds: DAY })).toBeGreaterThanOrEqual(now + DAY);
    expect(await advance(emulator.url, { to: now + 10 * DAY })).toBeGreaterThanOrEqual(
      now + 10 * DAY,
    );
    const bad = await fetch(`${emulator.url}/_emulator/clock/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: -1 }),
    });
    expect(bad.status).toBe(400);
    const page = await (await fetch(`${emulator.url}/_emulator`)).text();
    for (const label of ["+1 day", "+1 month", "+1 year"])
      expect(page).toContain(`>${label}</button>`);
    const clockNow = async () =>
      ((await (await fetch(`${emulator.url}/_emulator/clock`)).json()) as { now: number }).now;
    const before = await clockNow();
    const button = await fetch(`${emulator.url}/_emulator/clock/advance`, {
      method: "POST",
      body: new URLSearchParams({ step: "year" }),
      redirect: "manual",
    });
    expect(button.headers.get("location")).toBe("/_emulator");
    expect((await clockNow()) - before).toBeGreaterThanOrEqual(365 * DAY);
  });

  it("renews at the period end: a paid invoice, and the period moves on", async () => {
    const { emulator, stripe, creator, subscription, connect } = await subscribed();
    const first = period(subscription);
    await advance(emulator.url, { to: first.end + 60 });
    const renewed = await stripe.subscriptions.retrieve(
      subscription.id,
      { expand: ["latest_invoice", "customer", "items.data.price.product"] },
      creator.opts,
    );
    expect((renewed.customer as Stripe.Customer).email).toBe("reader@example.com");
    expect((renewed.items.data[0]?.price.product as Stripe.Product | undefined)?.name).toBe(
      "Demo Kitchen membership",
    );
    expect(renewed.status).toBe("active");
    expect(period(renewed)).toEqual({ start: first.end, end: expect.any(Number) });
    expect(period(renewed).end - first.end).toBeGreaterThanOrEqual(28 * DAY);
    const invoice = renewed.latest_invoice as Stripe.Invoice;
    expect(invoice.billing_reason).toBe("subscription_cycle");
    expect(invoice.status).toBe("paid");
    expect(invoice.amount_paid).toBe(500);
    const invoices = await stripe.invoices.list({ subscription: subscription.id }, creator.opts);
    expect(invoices.data).toHaveLength(2);
    const renewalEvents = await stripe.events.list({ created: { gte: first.end } }, creator.opts);
    expect(renewalEvents.data.map((e) => e.type).reverse()).toEqual([
      "customer.subscription.updated",
      "invoice.created",
      "invoice.finalized",
      "payment_intent.created",
      "charge.succeeded",
      "payment_intent.succeeded",
      "invoice_payment.paid",
      "invoice.paid",
      "invoice.payment_succeeded",
    ]);
    const devPage = await (await fetch(`${emulator.url}/_emulator`)).text();
    expect(devPage).toContain(`<td>${subscription.id}</td>`);
    expect(devPage).toContain("<td>invoice.payment_succeeded</td>");
    await until(
      () =>
        connect.received.some((r) => JSON.parse(r.body).type === "customer.subscription.updated"),
      "the update",
    );
    const update = connect.received
      .map((r) => JSON.parse(r.body))
      .find((e) => e.type === "customer.subscription.updated");
    expect(update.data.previous_attributes.items.data[0].current_period_end).toBe(first.end);
  });

  it("after the card is switched to 0341: renewal fails → past_due → retries → canceled", async () => {
    const { emulator, stripe, creator, subscription } = await subscribed();
    const failing = await stripe.paymentMethods.attach(
      "pm_card_chargeCustomerFail",
      { customer: subscription.customer as string },
      creator.opts,
    );
    await stripe.subscriptions.update(
      subscription.id,
      { default_payment_method: failing.id },
      creator.opts,
    );
    const end = period(subscription).end;
    await advance(emulator.url, { to: end + 60 });
    const pastDue = await stripe.subscriptions.retrieve(
      subscription.id,
      { expand: ["latest_invoice"] },
      creator.opts,
    );
    expect(pastDue.status).toBe("past_due");
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice.status).toBe("open");
    expect(invoice.attempt_count).toBe(1);
    expect(invoice.next_payment_attempt).toBe(end + 3 * DAY);
    const failedEvents = await stripe.events.list({ type: "invoice.payment_failed" }, creator.opts);
    expect(failedEvents.data).toHaveLength(1);

    await advance(emulator.url, { to: end + 3 * DAY + 60 });
    const retried = await stripe.invoices.retrieve(invoice.id as string, {}, creator.opts);
    expect(retried.attempt_count).toBe(2);
    expect(retried.next_payment_attempt).toBe(end + 8 * DAY);

    await advance(emulator.url, { to: end + 16 * DAY });
    const canceled = await stripe.subscriptions.retrieve(subscription.id, {}, creator.opts);
    expect(canceled.status).toBe("canceled");
    expect(canceled.cancellation_details?.reason).toBe("payment_failed");
    expect((await stripe.invoices.retrieve(invoice.id as string, {}, creator.opts)).status).toBe(
      "uncollectible",
    );
    const deleted = await stripe.events.list(
      { type: "customer.subscription.deleted" },
      creator.opts,
    );
    expect(deleted.data.map((e) => (e.data.object as Stripe.Subscription).id)).toEqual([
      subscription.id,
    ]);
    expect((await stripe.subscriptions.list({}, creator.opts)).data).toEqual([]);
    expect(
      (await stripe.subscriptions.list({ status: "canceled" }, creator.opts)).data,
    ).toHaveLength(1);
  });

  it("switching the customer's default card to 0341 makes the renewal fail too", async () => {
    const { emulator, stripe, creator, subscription } = await subscribed();
    const customer = subscription.customer as string;
    const failing = await stripe.paymentMethods.attach(
      "pm_card_chargeCustomerFail",
      { customer },
      creator.opts,
    );
    await stripe.customers.update(
      customer,
      { invoice_settings: { default_payment_method: failing.id } },
      creator.opts,
    );
    await advance(emulator.url, { to: period(subscription).end + 60 });
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, {}, creator.opts);
    expect(pastDue.status).toBe("past_due");
    const updates = await stripe.events.list(
      { type: "customer.subscription.updated" },
      creator.opts,
    );
    expect(updates.data[0]?.data.previous_attributes).toMatchObject({ status: "active" });
  });

  it("a past_due subscription recovers when the reader's new card is charged", async () => {
    const { emulator, stripe, creator, subscription } = await subscribed();
    const customer = subscription.customer as string;
    const failing = await stripe.paymentMethods.attach(
      "pm_card_chargeCustomerFail",
      { customer },
      creator.opts,
    );
    await stripe.subscriptions.update(
      subscription.id,
      { default_payment_method: failing.id },
      creator.opts,
    );
    await advance(emulator.url, { to: period(subscription).end + 60 });
    const visa = await stripe.paymentMethods.attach("pm_card_visa", { customer }, creator.opts);
    await stripe.subscriptions.update(
      subscription.id,
      { default_payment_method: visa.id },
      creator.opts,
    );
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, {}, creator.opts);
    expect(pastDue.status).toBe("past_due");
    const paid = await stripe.invoices.pay(pastDue.latest_invoice as string, {}, creator.opts);
    expect(paid.status).toBe("paid");
    expect((await stripe.subscriptions.retrieve(subscription.id, {}, creator.opts)).status).toBe(
      "active",
    );
  });

  it("ends a cancel_at_period_end subscription at the period end, not before", async () => {
    const { emulator, stripe, creator, subscription } = await subscribed();
    const updated = await stripe.subscriptions.update(
      subscription.id,
      { cancel_at_period_end: true },
      creator.opts,
    );
    expect(updated.cancel_at_period_end).toBe(true);
    expect(updated.cancel_at).toBe(period(subscription).end);
    const event = (
      await stripe.events.list({ type: "customer.subscription.updated" }, creator.opts)
    ).data[0];
    expect(event?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    await advance(emulator.url, { to: period(subscription).end - 60 });
    expect((await stripe.subscriptions.retrieve(subscription.id, {}, creator.opts)).status).toBe(
      "active",
    );
    await advance(emulator.url, { to: period(subscription).end + 60 });
    const ended = await stripe.subscriptions.retrieve(subscription.id, {}, creator.opts);
    expect(ended.status).toBe("canceled");
    expect(ended.ended_at).toBe(period(subscription).end);
    expect(
      (await stripe.invoices.list({ subscription: subscription.id }, creator.opts)).data,
    ).toHaveLength(1);
  });

  it("cancels now with DELETE and switches price with proration_behavior", async () => {
    const { stripe, creator, subscription } = await subscribed();
    const yearly = await stripe.prices.create(
      {
        product: creator.product.id,
        unit_amount: 5000,
        currency: "usd",
        recurring: { interval: "year" },
      },
      creator.opts,
    );
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const switched = await stripe.subscriptions.update(
      subscription.id,
      { items: [{ id: item.id, price: yearly.id }], proration_behavior: "create_prorations" },
      creator.opts,
    );
    expect(switched.items.data[0]?.price.id).toBe(yearly.id);
    expect(period(switched).end - period(switched).start).toBeGreaterThanOrEqual(365 * DAY);
    const invoice = await stripe.invoices.retrieve(
      switched.latest_invoice as string,
      {},
      creator.opts,
    );
    expect(invoice.billing_reason).toBe("subscription_update");
    expect(invoice.status).toBe("paid");
    expect(invoice.amount_paid).toBeLessThanOrEqual(5000);
    expect(invoice.amount_paid).toBeGreaterThan(4400);
    const canceled = await stripe.subscriptions.cancel(subscription.id, {}, creator.opts);
    expect(canceled.status).toBe("canceled");
    expect(canceled.cancellation_details?.reason).toBe("cancellation_requested");
    const again = await stripe.subscriptions
      .cancel(subscription.id, {}, creator.opts)
      .catch((e) => e);
    expect(again.statusCode).toBe(404);
  });
});

describe("subscriptions created through the API", () => {
  it("a failing first charge: incomplete, then incomplete_expired after 23 hours; error_if_incomplete creates nothing", async () => {
    const { emulator, stripe } = await startEmulator();
    cleanups.push(() => emulator.stop());
    const customer = await stripe.customers.create({
      email: "fails@example.com",
      payment_method: "pm_card_chargeCustomerFail",
      invoice_settings: { default_payment_method: "pm_card_chargeCustomerFail" },
    });
    const price = await stripe.prices.create({
      product_data: { name: "Plan" },
      unit_amount: 900,
      currency: "usd",
      recurring: { interval: "month" },
    });
    const refused = await stripe.subscriptions
      .create({
        customer: customer.id,
        items: [{ price: price.id }],
        payment_behavior: "error_if_incomplete",
      })
      .catch((e) => e);
    expect([refused.statusCode, refused.code]).toEqual([402, "card_declined"]);
    expect((await stripe.subscriptions.list({ status: "all" })).data).toEqual([]);

    const incomplete = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    expect(incomplete.status).toBe("incomplete");
    const created = (await stripe.events.list({ type: "customer.subscription.created" })).data[0];
    expect((created?.data.object as Stripe.Subscription | undefined)?.status).toBe("incomplete");
    await advance(emulator.url, { seconds: 23 * 3600 + 60 });
    const expired = await stripe.subscriptions.retrieve(incomplete.id);
    expect(expired.status).toBe("incomplete_expired");
    expect((await stripe.invoices.retrieve(expired.latest_invoice as string)).status).toBe("void");
  });
});

describe("Stripe test clocks", () => {
  it("customers created with a test clock renew when that clock advances, not with the emulator clock", async () => {
    const { emulator, stripe } = await startEmulator();
    cleanups.push(() => emulator.stop());
    const start = Date.UTC(2030, 0, 31) / 1000;
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start });
    expect(clock.status).toBe("ready");
    const customer = await stripe.customers.create({
      email: "clock@example.com",
      test_clock: clock.id,
      payment_method: "pm_card_visa",
      invoice_settings: { default_payment_method: "pm_card_visa" },
    });
    expect(customer.invoice_settings.default_payment_method).toMatch(/^pm_/);
    expect(customer.test_clock).toBe(clock.id);
    const price = await stripe.prices.create({
      product_data: { name: "Platform plan" },
      unit_amount: 1200,
      currency: "usd",
      recurring: { interval: "month" },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    expect(subscription.status).toBe("active");
    expect(subscription.test_clock).toBe(clock.id);
    expect(period(subscription)).toEqual({ start, end: Date.UTC(2030, 1, 28) / 1000 });

    await advance(emulator.url, { seconds: 400 * DAY });
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(1);

    const advanced = await stripe.testHelpers.testClocks.advance(clock.id, {
      frozen_time: Date.UTC(2030, 2, 31, 1) / 1000,
    });
    expect(advanced.status).toBe("ready");
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    // Jan 31 → Feb 28 → Mar 31: the anchor's day comes back where the month has it.
    expect(period(renewed)).toEqual({
      start: Date.UTC(2030, 2, 31) / 1000,
      end: Date.UTC(2030, 3, 30) / 1000,
    });
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(3);
    const deleted = await stripe.testHelpers.testClocks.del(clock.id);
    expect(deleted.deleted).toBe(true);
  });
});
