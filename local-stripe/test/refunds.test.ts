import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { connectedAccountWithPrice, startEmulator, submitCheckout } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** A reader who paid $5.00 through Checkout on a connected account with a 10 % fee. */
async function paid() {
  const { emulator, stripe } = await startEmulator();
  cleanups.push(() => emulator.stop());
  const creator = await connectedAccountWithPrice(stripe);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price: creator.price.id, quantity: 1 }],
      customer_email: "reader@example.com",
      subscription_data: { application_fee_percent: 10 },
      success_url: "http://localhost/s",
    },
    creator.opts,
  );
  await submitCheckout(session.url as string, { cardNumber: "4242424242424242" });
  const done = await stripe.checkout.sessions.retrieve(session.id, {}, creator.opts);
  const invoice = await stripe.invoices.retrieve(
    done.invoice as string,
    { expand: ["payments.data.payment.payment_intent"] },
    creator.opts,
  );
  const intent = invoice.payments?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
  return { stripe, opts: creator.opts, invoice, intent, customer: done.customer as string };
}

describe("payments behind invoices", () => {
  it("a paid invoice has an invoice payment, a succeeded PaymentIntent and a charge", async () => {
    const { stripe, opts, invoice, intent, customer } = await paid();
    expect(invoice.payments?.data).toHaveLength(1);
    expect(invoice.payments?.data[0]).toMatchObject({
      object: "invoice_payment",
      invoice: invoice.id,
      status: "paid",
      amount_paid: 500,
    });
    expect(intent).toMatchObject({
      status: "succeeded",
      amount: 500,
      amount_received: 500,
      customer,
    });
    const charge = await stripe.charges.retrieve(intent.latest_charge as string, {}, opts);
    expect(charge).toMatchObject({
      status: "succeeded",
      paid: true,
      amount: 500,
      amount_refunded: 0,
      refunded: false,
      application_fee_amount: 50,
      payment_intent: intent.id,
    });
    expect(charge.payment_method_details?.card?.last4).toBe("4242");
    const listed = await stripe.invoicePayments.list({ invoice: invoice.id }, opts);
    expect(listed.data.map((p) => p.id)).toEqual([invoice.payments?.data[0]?.id]);
    expect((await stripe.charges.list({ customer }, opts)).data).toHaveLength(1);
    expect((await stripe.paymentIntents.list({ customer }, opts)).data).toHaveLength(1);
    // Other accounts see none of it.
    await expect(stripe.charges.retrieve(charge.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("refunds", () => {
  it("refunds part, then the rest, with refund.created and charge.refunded", async () => {
    const { stripe, opts, intent } = await paid();
    const partial = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 200, reason: "requested_by_customer" },
      opts,
    );
    expect(partial).toMatchObject({
      object: "refund",
      amount: 200,
      status: "succeeded",
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: "requested_by_customer",
    });
    let charge = await stripe.charges.retrieve(intent.latest_charge as string, {}, opts);
    expect(charge).toMatchObject({ amount_refunded: 200, refunded: false });
    const tooMuch = await stripe.refunds
      .create({ charge: charge.id, amount: 400 }, opts)
      .catch((e) => e);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: "amount_too_large" });
    const rest = await stripe.refunds.create({ charge: charge.id }, opts);
    expect(rest.amount).toBe(300);
    charge = await stripe.charges.retrieve(charge.id, {}, opts);
    expect(charge).toMatchObject({ amount_refunded: 500, refunded: true });
    const again = await stripe.refunds.create({ charge: charge.id }, opts).catch((e) => e);
    expect(again).toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
    expect((await stripe.refunds.retrieve(rest.id, {}, opts)).amount).toBe(300);
    const listed = await stripe.refunds.list({ payment_intent: intent.id }, opts);
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, partial.id]);
    const refunded = await stripe.events.list({ type: "charge.refunded" }, opts);
    expect(refunded.data).toHaveLength(2);
    expect(refunded.data[0]?.data.previous_attributes).toMatchObject({
      amount_refunded: 200,
      refunded: false,
    });
    expect((await stripe.events.list({ type: "refund.created" }, opts)).data).toHaveLength(2);
  });

  it("needs a charge or a payment intent of the caller's account", async () => {
    const { stripe, opts, intent } = await paid();
    await expect(stripe.refunds.create({}, opts)).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(stripe.refunds.create({ charge: "ch_missing" }, opts)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
