import type { Ctx } from "./context";
import { emitEvent } from "./events";
import { fromFixture } from "./fixtures";
import { newId, newSecret } from "./ids";
import type { Entry, Store } from "./store";
import type { Obj } from "./types";

/**
 * The money behind an invoice, in the current API's shape: one PaymentIntent per invoice (its
 * `invoice_payment` links the two), one Charge per attempt. Refunds act on the charges.
 */

const DECLINE = {
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};

function paymentIntentFor(ctx: Ctx, invoice: Obj, customer: Obj, fee: number | null, at: number) {
  const store = ctx.emu.store;
  const existing = store
    .all(ctx.account, "invoice_payment")
    .find((e) => e.obj.invoice === invoice.id && e.obj.payment.type === "payment_intent");
  if (existing) {
    return {
      intent: store.get(existing.obj.payment.payment_intent) as Entry,
      link: existing,
    };
  }
  const id = newId("pi");
  const intent = fromFixture("payment_intent", {
    id,
    amount: invoice.amount_due,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: fee,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${id}_secret_${newSecret("s").slice(2, 27)}`,
    confirmation_method: "automatic",
    created: at,
    currency: invoice.currency,
    customer: customer.id,
    customer_account: null,
    description:
      invoice.billing_reason === "subscription_create"
        ? "Subscription creation"
        : "Subscription update",
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ["card"],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: "off_session",
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  });
  const intentEntry = store.insert(ctx.account, intent);
  emitEvent(ctx, "payment_intent.created", intent, { at });
  const link = fromFixture("invoice_payment", {
    id: newId("inpay"),
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: at,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: id, type: "payment_intent" },
    status: "open",
    status_transitions: { canceled_at: null, paid_at: null },
  });
  return { intent: intentEntry, link: store.insert(ctx.account, link) };
}

function newCharge(
  ctx: Ctx,
  intent: Obj,
  pm: Obj,
  invoice: Obj,
  succeeded: boolean,
  at: number,
): Obj {
  const card = pm.card;
  const charge = fromFixture("charge", {
    id: newId("ch"),
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: succeeded ? intent.application_fee_amount : null,
    balance_transaction: null,
    billing_details: structuredClone(pm.billing_details),
    calculated_statement_descriptor: "LOCAL STRIPE",
    captured: succeeded,
    created: at,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: succeeded ? null : DECLINE.code,
    failure_message: succeeded ? null : DECLINE.message,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: succeeded ? "approved_by_network" : "declined_by_network",
      reason: succeeded ? null : DECLINE.decline_code,
      seller_message: succeeded
        ? "Payment complete."
        : "The bank did not return any further details with this decline.",
      type: succeeded ? "authorized" : "issuer_declined",
    },
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: pm.id,
    payment_method_details: {
      card: {
        amount_authorized: succeeded ? intent.amount : null,
        authorization_code: null,
        brand: card.brand,
        checks: structuredClone(card.checks),
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        extended_authorization: { status: "disabled" },
        fingerprint: card.fingerprint,
        funding: card.funding,
        incremental_authorization: { status: "unavailable" },
        installments: null,
        last4: card.last4,
        mandate: null,
        multicapture: { status: "unavailable" },
        network: card.brand,
        network_token: { used: false },
        network_transaction_id: null,
        overcapture: { maximum_amount_capturable: intent.amount, status: "unavailable" },
        regulated_status: "unregulated",
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
      type: "card",
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: invoice.hosted_invoice_url,
    refunded: false,
    refunds: { data: [], has_more: false, object: "list", url: "" },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? "succeeded" : "failed",
    transfer_data: null,
    transfer_group: null,
  });
  charge.refunds.url = `/v1/charges/${charge.id}/refunds`;
  ctx.emu.store.insert(ctx.account, charge);
  return charge;
}

/**
 * One attempt at paying an invoice with a card (or with none): the PaymentIntent, a Charge when
 * there is a card, and their events in Stripe's order, before the invoice's own.
 */
export function recordPaymentAttempt(
  ctx: Ctx,
  invoice: Obj,
  subscription: Obj,
  customer: Obj,
  pm: Entry | undefined,
  succeeded: boolean,
  at: number,
): void {
  if (invoice.amount_due <= 0) return;
  const percent: number | null = subscription.application_fee_percent ?? null;
  const fee = percent === null ? null : Math.round((invoice.amount_due * percent) / 100);
  const { intent, link } = paymentIntentFor(ctx, invoice, customer, fee, at);
  const pi = intent.obj;
  pi.payment_method = pm?.obj.id ?? null;
  if (!pm) {
    pi.last_payment_error = {
      code: "payment_intent_payment_attempt_failed",
      message: "The invoice has no payment method to charge.",
      type: "invalid_request_error",
    };
    emitEvent(ctx, "payment_intent.payment_failed", pi, { at });
    return;
  }
  const charge = newCharge(ctx, pi, pm.obj, invoice, succeeded, at);
  pi.latest_charge = charge.id;
  if (succeeded) {
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    pi.last_payment_error = null;
    emitEvent(ctx, "charge.succeeded", charge, { at });
    emitEvent(ctx, "payment_intent.succeeded", pi, { at });
    link.obj.status = "paid";
    link.obj.amount_paid = pi.amount;
    link.obj.status_transitions.paid_at = at;
    emitEvent(ctx, "invoice_payment.paid", link.obj, { at });
    return;
  }
  pi.status = "requires_payment_method";
  pi.last_payment_error = {
    ...DECLINE,
    charge: charge.id,
    payment_method: structuredClone(pm.obj),
    type: "card_error",
  };
  emitEvent(ctx, "charge.failed", charge, { at });
  emitEvent(ctx, "payment_intent.payment_failed", pi, { at });
}

/** `payments` of an invoice as the API answers it when expanded (`expand[]=payments`). */
export function invoicePayments(store: Store, account: string, invoiceId: string): Obj {
  const data = store
    .all(account, "invoice_payment")
    .map((e) => e.obj)
    .filter((p) => p.invoice === invoiceId);
  return {
    object: "list",
    data,
    has_more: false,
    url: `/v1/invoice_payments?invoice=${invoiceId}`,
  };
}
