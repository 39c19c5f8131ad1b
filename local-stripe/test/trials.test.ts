import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, connectedAccountWithPrice, startEmulator, submitCheckout } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const DAY = 86_400;

async function setup() {
  const { emulator, stripe } = await startEmulator();
  cleanups.push(() => emulator.stop());
  const creator = await connectedAccountWithPrice(stripe);
  const events = async (type: string) => (await stripe.events.list({ type }, creator.opts)).data;
  return { emulator, stripe, events, ...creator };
}

/** A 7-day trial started through Checkout with the given card. */
async function trialThroughCheckout(cardNumber: string) {
  const context = await setup();
  const { stripe, opts, price } = context;
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { trial_period_days: 7 },
      customer_email: "reader@example.com",
      success_url: "http://localhost/s",
    },
    opts,
  );
  expect(session.amount_total).toBe(0);
  const html = await (await fetch(session.url as string)).text();
  expect(html).toContain("7 days free");
  expect(html).toContain("Then $5.00 per month");
  const response = await submitCheckout(session.url as string, { cardNumber });
  expect(response.status).toBe(303);
  const done = await stripe.checkout.sessions.retrieve(session.id, {}, opts);
  expect(done.payment_status).toBe("no_payment_required");
  const id = done.subscription as string;
  const subscription = () => stripe.subscriptions.retrieve(id, {}, opts);
  return { ...context, subscription, id };
}

describe("trials", () => {
  it("a Checkout trial is trialing with a $0 invoice, warns 3 days before, then charges", async () => {
    const { emulator, stripe, opts, subscription, events, id } =
      await trialThroughCheckout("4242424242424242");
    const trialing = await subscription();
    expect(trialing.status).toBe("trialing");
    expect((trialing.trial_end as number) - (trialing.trial_start as number)).toBe(7 * DAY);
    expect(trialing.items.data[0]?.current_period_end).toBe(trialing.trial_end);
    const first = await stripe.invoices.retrieve(trialing.latest_invoice as string, {}, opts);
    expect(first).toMatchObject({
      total: 0,
      status: "paid",
      billing_reason: "subscription_create",
    });
    expect(first.lines.data[0]?.description).toBe("Trial period for Demo Kitchen membership");
    await advanceClock(emulator.url, 3 * DAY);
    expect(await events("customer.subscription.trial_will_end")).toHaveLength(0);
    await advanceClock(emulator.url, 2 * DAY);
    const warned = await events("customer.subscription.trial_will_end");
    expect(warned).toHaveLength(1);
    expect(warned[0]?.created).toBe((trialing.trial_end as number) - 3 * DAY);
    await advanceClock(emulator.url, 3 * DAY);
    const active = await subscription();
    expect(active.status).toBe("active");
    expect(active.items.data[0]?.current_period_start).toBe(trialing.trial_end);
    const invoices = await stripe.invoices.list({ subscription: id }, opts);
    expect(invoices.data.map((i) => [i.total, i.status, i.billing_reason])).toEqual([
      [500, "paid", "subscription_cycle"],
      [0, "paid", "subscription_create"],
    ]);
    const updated = (await events("customer.subscription.updated"))[0];
    expect(updated?.data.previous_attributes).toMatchObject({ status: "trialing" });
  });

  it("a trial started with the 0341 card ends past due", async () => {
    const { emulator, subscription, events } = await trialThroughCheckout("4000000000000341");
    expect((await subscription()).status).toBe("trialing");
    await advanceClock(emulator.url, 8 * DAY);
    expect((await subscription()).status).toBe("past_due");
    expect(await events("invoice.payment_failed")).toHaveLength(1);
  });

  it("API trials: trial_end on create, trial_end=now ends it with a charge", async () => {
    const { stripe, opts, price } = await setup();
    const customer = await stripe.customers.create(
      {
        email: "r@example.com",
        payment_method: "pm_card_visa",
        invoice_settings: { default_payment_method: "pm_card_visa" },
      },
      opts,
    );
    const now = Math.floor(Date.now() / 1000);
    const subscription = await stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: price.id }], trial_end: now + 10 * DAY },
      opts,
    );
    expect(subscription.status).toBe("trialing");
    expect(subscription.trial_end).toBe(now + 10 * DAY);
    await expect(
      stripe.subscriptions.create(
        { customer: customer.id, items: [{ price: price.id }], trial_end: now - 10 },
        opts,
      ),
    ).rejects.toMatchObject({ statusCode: 400, param: "trial_end" });
    const ended = await stripe.subscriptions.update(subscription.id, { trial_end: "now" }, opts);
    expect(ended.status).toBe("active");
    const invoices = await stripe.invoices.list({ subscription: subscription.id }, opts);
    expect(invoices.data.map((i) => i.total)).toEqual([500, 0]);
  });

  it("a price change in a trial keeps the trial and is charged when it ends", async () => {
    const { emulator, stripe, opts, product, subscription, id } =
      await trialThroughCheckout("4242424242424242");
    const yearly = await stripe.prices.create(
      { product: product.id, unit_amount: 5000, currency: "usd", recurring: { interval: "year" } },
      opts,
    );
    const before = await subscription();
    const switched = await stripe.subscriptions.update(
      id,
      { items: [{ id: before.items.data[0]?.id as string, price: yearly.id }] },
      opts,
    );
    expect(switched.status).toBe("trialing");
    expect(switched.trial_end).toBe(before.trial_end);
    expect((await stripe.invoices.list({ subscription: id }, opts)).data).toHaveLength(1);
    await advanceClock(emulator.url, 8 * DAY);
    const after = await subscription();
    expect(after.status).toBe("active");
    const item = after.items.data[0] as Stripe.SubscriptionItem;
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(365 * DAY);
    const invoices = await stripe.invoices.list({ subscription: id }, opts);
    expect(invoices.data[0]?.total).toBe(5000);
  });
});

describe("invoice.upcoming and cancel_at", () => {
  it("announces a renewal 7 days before it, once per period, with what it will charge", async () => {
    const { emulator, stripe, opts, product, events } = await setup();
    const yearly = await stripe.prices.create(
      { product: product.id, unit_amount: 5000, currency: "usd", recurring: { interval: "year" } },
      opts,
    );
    const customer = await stripe.customers.create(
      {
        email: "r@example.com",
        payment_method: "pm_card_visa",
        invoice_settings: { default_payment_method: "pm_card_visa" },
      },
      opts,
    );
    const subscription = await stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: yearly.id }] },
      opts,
    );
    const end = subscription.items.data[0]?.current_period_end as number;
    await advanceClock(emulator.url, end - 8 * DAY - Math.floor(Date.now() / 1000));
    expect(await events("invoice.upcoming")).toHaveLength(0);
    await advanceClock(emulator.url, 2 * DAY);
    const upcoming = await events("invoice.upcoming");
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]?.created).toBe(end - 7 * DAY);
    const invoice = upcoming[0]?.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      object: "invoice",
      id: null,
      amount_due: 5000,
      customer: customer.id,
      billing_reason: "upcoming",
      status: "draft",
    });
    expect(invoice.lines.data[0]?.period.start).toBe(end);
    await advanceClock(emulator.url, 2 * DAY);
    expect(await events("invoice.upcoming")).toHaveLength(1);
  });

  it("upcomingDays sets the notice, and 0 turns invoice.upcoming off", async () => {
    for (const [upcomingDays, expected] of [
      [0, 0],
      [10, 1],
    ] as const) {
      const { emulator, stripe } = await startEmulator({ upcomingDays });
      cleanups.push(() => emulator.stop());
      const { opts, price } = await connectedAccountWithPrice(stripe);
      const customer = await stripe.customers.create(
        {
          email: "r@example.com",
          payment_method: "pm_card_visa",
          invoice_settings: { default_payment_method: "pm_card_visa" },
        },
        opts,
      );
      const subscription = await stripe.subscriptions.create(
        { customer: customer.id, items: [{ price: price.id }] },
        opts,
      );
      const end = subscription.items.data[0]?.current_period_end as number;
      await advanceClock(emulator.url, end - 9 * DAY - Math.floor(Date.now() / 1000));
      const upcoming = await stripe.events.list({ type: "invoice.upcoming" }, opts);
      expect(upcoming.data, `upcomingDays ${upcomingDays}`).toHaveLength(expected);
      if (expected) expect(upcoming.data[0]?.created).toBe(end - 10 * DAY);
    }
  });

  it("cancel_at ends the subscription then; cancellation_details and DELETE options are kept", async () => {
    const { emulator, stripe, opts, price, events } = await setup();
    const customer = await stripe.customers.create(
      {
        email: "r@example.com",
        payment_method: "pm_card_visa",
        invoice_settings: { default_payment_method: "pm_card_visa" },
      },
      opts,
    );
    const subscription = await stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: price.id }] },
      opts,
    );
    const at = subscription.created + 10 * DAY;
    const scheduled = await stripe.subscriptions.update(
      subscription.id,
      { cancel_at: at, cancellation_details: { comment: "Moving abroad", feedback: "other" } },
      opts,
    );
    expect(scheduled).toMatchObject({
      cancel_at: at,
      cancel_at_period_end: false,
      cancellation_details: {
        comment: "Moving abroad",
        feedback: "other",
        reason: "cancellation_requested",
      },
    });
    await advanceClock(emulator.url, 11 * DAY);
    const ended = await stripe.subscriptions.retrieve(subscription.id, {}, opts);
    expect(ended).toMatchObject({ status: "canceled", ended_at: at });
    expect(await events("customer.subscription.deleted")).toHaveLength(1);

    const second = await stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: price.id }] },
      opts,
    );
    const canceled = await stripe.subscriptions.cancel(
      second.id,
      { invoice_now: true, prorate: true, cancellation_details: { feedback: "too_expensive" } },
      opts,
    );
    expect(canceled.status).toBe("canceled");
    expect(canceled.cancellation_details?.feedback).toBe("too_expensive");
  });
});
