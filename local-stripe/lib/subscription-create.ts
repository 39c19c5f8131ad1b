import { customerNow } from "../api/customers";
import { periodEnd, subscriptionItem } from "./billing";
import type { Ctx } from "./context";
import { attachDiscounts, type DiscountInput } from "./discounts";
import { badValue, cardDeclined } from "./errors";
import { emitEvent } from "./events";
import { fromFixture } from "./fixtures";
import { newId } from "./ids";
import { attemptPayment, createInvoice, describeLine, paymentMethodFor } from "./invoices";
import type { Entry } from "./store";
import type { Obj } from "./types";

export type NewSubscription = {
  customer: Obj;
  price: Obj;
  quantity: number;
  metadata: Obj;
  applicationFeePercent: number | null;
  defaultPaymentMethod: string | null;
  /** allow_incomplete (Stripe's default) answers an incomplete subscription; error_if_incomplete a 402. */
  paymentBehavior: "allow_incomplete" | "error_if_incomplete" | "default_incomplete";
  /** Coupons and promotion codes, already checked (lib/discounts readDiscounts). */
  discounts?: DiscountInput[];
  /** End of a free trial (unix); the first invoice is then $0 and the first charge comes at its end. */
  trialEnd?: number | null;
  /** When the subscription is to end (Stripe's cancel_at). */
  cancelAt?: number | null;
  /** The Checkout Session that made it, named on its discounts. */
  checkoutSession?: string | null;
};

/**
 * Creates a subscription, its first invoice and the first payment, with Stripe's events in
 * Stripe's order (customer.subscription.created, invoice.created, invoice.finalized,
 * invoice.paid, invoice.payment_succeeded).
 */
export function createSubscription(
  ctx: Ctx,
  input: NewSubscription,
): { subscription: Entry; paid: boolean } {
  const { customer, price } = input;
  if (!price.recurring) {
    throw badValue(
      "items[0][price]",
      "The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.",
    );
  }
  const now = customerNow(ctx.emu.store, customer);
  const trialEnd = input.trialEnd ?? null;
  if (trialEnd !== null && trialEnd <= now) {
    throw badValue(
      "trial_end",
      "Invalid timestamp: must be an integer Unix timestamp in the future.",
    );
  }
  const payer = paymentMethodFor(
    ctx,
    { default_payment_method: input.defaultPaymentMethod },
    customer,
  );
  // Known up front, so the events announce the status the subscription really gets.
  const willPay =
    trialEnd !== null || price.unit_amount === 0 || payer?.internal.behaviour === "succeed";
  if (input.paymentBehavior === "error_if_incomplete" && !willPay) {
    // Stripe creates nothing when the first payment fails under error_if_incomplete.
    throw cardDeclined("generic_decline");
  }
  const id = newId("sub");
  // A trial is the first period; the billing cycle starts where it ends.
  const anchor = trialEnd ?? now;
  const end = trialEnd ?? periodEnd(price, now, 1);
  const cancelAt = input.cancelAt ?? null;
  if (cancelAt !== null && cancelAt <= now) {
    throw badValue("cancel_at", "cancel_at must be in the future.");
  }
  const base = fromFixture("subscription", {});
  const subscription = fromFixture(
    "subscription",
    {
      id,
      application: null,
      application_fee_percent: input.applicationFeePercent,
      automatic_tax: { enabled: false, liability: null, disabled_reason: null },
      billing_cycle_anchor: anchor,
      billing_cycle_anchor_config: null,
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: cancelAt,
      cancel_at_period_end: false,
      canceled_at: null,
      created: now,
      currency: price.currency,
      customer: customer.id,
      default_payment_method: input.defaultPaymentMethod,
      ended_at: null,
      invoice_settings: {
        ...base.invoice_settings,
        account_tax_ids: null,
        issuer: { type: "self" },
      },
      items: {
        object: "list",
        data: [subscriptionItem(id, price, input.quantity, now, end, now)],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      managed_payments: null,
      metadata: input.metadata,
      next_pending_invoice_item_invoice: null,
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: "off",
      },
      pending_invoice_item_interval: null,
      pending_update: null,
      start_date: now,
      status: trialEnd !== null ? "trialing" : willPay ? "active" : "incomplete",
      test_clock: customer.test_clock,
      transfer_data: null,
      trial_end: trialEnd,
      trial_start: trialEnd !== null ? now : null,
    },
    ["total_count"],
  );
  delete subscription.items.total_count;
  const invoiceId = newId("in");
  const product = ctx.emu.store.get(price.product)?.obj;
  // The trial is cycle 0: the first paid period (cycle 1) ends one interval after the anchor.
  const entry = ctx.emu.store.insert(ctx.account, subscription, { cycle: trialEnd ? 0 : 1 });
  subscription.discounts = attachDiscounts(
    ctx,
    subscription,
    input.discounts ?? [],
    now,
    input.checkoutSession ?? null,
  );
  // The first invoice's id is known when the subscription is announced, as with Stripe.
  subscription.latest_invoice = invoiceId;
  emitEvent(ctx, "customer.subscription.created", subscription, { at: now });
  const invoice = createInvoice(
    ctx,
    subscription,
    customer,
    "subscription_create",
    [
      {
        amount: trialEnd !== null ? 0 : price.unit_amount * input.quantity,
        description:
          trialEnd !== null
            ? `Trial period for ${product?.name ?? "Subscription"}`
            : describeLine(price, input.quantity, product?.name ?? "Subscription"),
        start: now,
        end,
        price,
        quantity: input.quantity,
        proration: false,
      },
    ],
    now,
    { start: now, end: now },
    invoiceId,
  );
  const paid = attemptPayment(ctx, invoice, subscription, customer, now, { retries: false });
  return { subscription: entry, paid };
}
