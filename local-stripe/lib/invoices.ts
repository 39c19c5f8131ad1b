import type { Ctx } from "./context";
import { applicableDiscounts, discountAmount, retireDiscounts } from "./discounts";
import { emitEvent } from "./events";
import { fromFixture } from "./fixtures";
import { newId } from "./ids";
import { recordPaymentAttempt } from "./payments";
import { DAY } from "./periods";
import type { Entry } from "./store";
import type { Obj } from "./types";

/** Invoices of subscriptions: creating and finalizing them, and charging them once. */

/** Stripe's Smart Retries default, simplified: retry 3, 5 and 7 days after each failure, then cancel. */
export const RETRY_DAYS = [3, 5, 7];

function item(subscription: Obj): Obj {
  return subscription.items.data[0];
}

export type LineInput = {
  amount: number;
  description: string;
  start: number;
  end: number;
  price: Obj;
  quantity: number;
  proration: boolean;
};

/** A finalized (open) invoice for a subscription, announced as Stripe does. */
export function createInvoice(
  ctx: Ctx,
  subscription: Obj,
  customer: Obj,
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update",
  lines: LineInput[],
  at: number,
  period: { start: number; end: number },
  id: string = newId("in"),
): Entry {
  const sequence = customer.next_invoice_sequence;
  customer.next_invoice_sequence = sequence + 1;
  const invoice = buildInvoice(ctx, subscription, customer, billingReason, lines, at, period, id);
  const entry = ctx.emu.store.insert(ctx.account, invoice);
  emitEvent(ctx, "invoice.created", invoice, { at });
  invoice.status = "open";
  invoice.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, "0")}`;
  invoice.effective_at = at;
  invoice.status_transitions.finalized_at = at;
  invoice.webhooks_delivered_at = at;
  invoice.hosted_invoice_url = `${ctx.emu.baseUrl()}/invoice/${id}`;
  emitEvent(ctx, "invoice.finalized", invoice, { at });
  retireDiscounts(
    ctx,
    subscription,
    invoice.total_discount_amounts.reduce((sum: number, d: Obj) => sum + d.amount, 0),
    at,
  );
  return entry;
}

/**
 * A draft invoice object for a subscription's lines, with its discounts: `id` null is a preview
 * (invoice.upcoming), which Stripe answers without an id.
 */
export function buildInvoice(
  ctx: Ctx,
  subscription: Obj,
  customer: Obj,
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update" | "upcoming",
  lines: LineInput[],
  at: number,
  period: { start: number; end: number },
  id: string | null,
): Obj {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  // Each discount takes its share of the positive subtotal; lines carry their part of it.
  const discounts = applicableDiscounts(ctx, subscription, at);
  const totalDiscounts = discounts.map((d) => ({
    amount: discountAmount(ctx.emu.store.get(d.source.coupon)?.obj ?? {}, subtotal),
    discount: d.id as string,
  }));
  const discounted = totalDiscounts.reduce((sum, d) => sum + d.amount, 0);
  const total = Math.max(0, subtotal - discounted);
  const account = ctx.emu.store.get(ctx.account)?.obj;
  const invoice = fromFixture("invoice", {
    id,
    account_name: account?.business_profile?.name ?? null,
    amount_due: total,
    amount_paid: 0,
    amount_remaining: total,
    amount_overpaid: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: {
      enabled: false,
      liability: null,
      status: null,
      disabled_reason: null,
      provider: null,
    },
    billing_reason: billingReason,
    created: at,
    currency: subscription.currency,
    customer: customer.id,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_phone: customer.phone,
    customer_shipping: null,
    discounts: totalDiscounts.map((d) => d.discount),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    from_invoice: null,
    last_finalization_error: null,
    lines: {
      object: "list",
      data: lines.map((line) => lineItem(id, subscription, line, totalDiscounts, subtotal)),
      has_more: false,
      url: id ? `/v1/invoices/${id}/lines` : "/v1/invoices/upcoming/lines",
    },
    metadata: {},
    next_payment_attempt: null,
    number: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: {
        metadata: structuredClone(subscription.metadata),
        subscription: subscription.id,
      },
    },
    period_end: period.end,
    period_start: period.start,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    status: "draft",
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: customer.test_clock,
    total,
    total_discount_amounts: totalDiscounts,
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  });
  return invoice;
}

function lineItem(
  invoiceId: string | null,
  subscription: Obj,
  line: LineInput,
  discounts: { amount: number; discount: string }[],
  subtotal: number,
): Obj {
  const shares = discounts.map((d) => ({
    amount: subtotal > 0 && line.amount > 0 ? Math.round((d.amount * line.amount) / subtotal) : 0,
    discount: d.discount,
  }));
  return fromFixture("line_item", {
    id: newId("il"),
    amount: line.amount,
    currency: line.price.currency,
    description: line.description,
    discount_amounts: shares,
    discounts: shares.map((d) => d.discount),
    invoice: invoiceId,
    metadata: {},
    period: { start: line.start, end: line.end },
    quantity: line.quantity,
    subscription: subscription.id,
    pretax_credit_amounts: [],
    taxes: [],
    parent: {
      type: "subscription_item_details",
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item(subscription).id,
      },
    },
    pricing: {
      type: "price_details",
      price_details: { price: line.price.id, product: line.price.product },
      unit_amount_decimal: line.price.unit_amount_decimal,
    },
    subtotal: line.amount,
  });
}

export function describeLine(price: Obj, quantity: number, productName: string): string {
  return `${quantity} × ${productName} (at ${formatAmount(price.unit_amount, price.currency)} / ${price.recurring?.interval ?? "each"})`;
}

export function formatAmount(cents: number, currency: string): string {
  const symbol = currency === "usd" ? "$" : `${currency.toUpperCase()} `;
  return `${symbol}${(cents / 100).toFixed(2)}`;
}

/** The card that would pay: the subscription's default, else the customer's. */
export function paymentMethodFor(ctx: Ctx, subscription: Obj, customer: Obj): Entry | undefined {
  const id =
    subscription.default_payment_method ?? customer.invoice_settings.default_payment_method;
  if (typeof id !== "string") return undefined;
  const entry = ctx.emu.store.get(id);
  return entry && entry.account === ctx.account ? entry : undefined;
}

/**
 * Charges an open invoice once. Success: paid (invoice.paid, invoice.payment_succeeded).
 * Failure: invoice.payment_failed with the next Smart Retry time (null when none is left
 * or `retries` is false).
 */
export function attemptPayment(
  ctx: Ctx,
  invoiceEntry: Entry,
  subscription: Obj,
  customer: Obj,
  at: number,
  options: { retries: boolean; paymentMethod?: Entry } = { retries: true },
): boolean {
  const invoice = invoiceEntry.obj;
  const pm = options.paymentMethod ?? paymentMethodFor(ctx, subscription, customer);
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const succeeded = invoice.amount_due === 0 || pm?.internal.behaviour === "succeed";
  recordPaymentAttempt(ctx, invoice, subscription, customer, pm, succeeded, at);
  if (succeeded) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = at;
    emitEvent(ctx, "invoice.paid", invoice, { at });
    emitEvent(ctx, "invoice.payment_succeeded", invoice, { at });
    return true;
  }
  const delay = RETRY_DAYS[invoice.attempt_count - 1];
  invoice.next_payment_attempt = options.retries && delay !== undefined ? at + delay * DAY : null;
  emitEvent(ctx, "invoice.payment_failed", invoice, { at });
  return false;
}
