import { findPrice } from "../api/catalog";
import { findCustomer } from "../api/customers";
import { findPaymentMethod } from "../api/payment-methods";
import { periodEnd, planFromPrice, runDue, settle, subscriptionNow } from "./billing";
import type { Ctx } from "./context";
import { attachDiscounts, readDiscounts } from "./discounts";
import { badValue, StripeError } from "./errors";
import { changedFields, emitEvent } from "./events";
import { createInvoice, describeLine } from "./invoices";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalRecord,
  optionalString,
  requiredString,
} from "./params";
import type { Entry } from "./store";
import type { Obj, Params } from "./types";

export const FEEDBACK = [
  "customer_service",
  "low_quality",
  "missing_features",
  "other",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
] as const;

/**
 * `POST /v1/subscriptions/:id`: cancel_at_period_end, default_payment_method, metadata, and a
 * new price or quantity for the one item with Stripe's proration behaviours.
 */
export function updateSubscriptionFromParams(ctx: Ctx, entry: Entry, params: Params): Obj {
  const subscription = entry.obj;
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
    throw new StripeError(
      400,
      "invalid_request_error",
      "A canceled subscription can only update its cancellation_details and metadata.",
    );
  }
  const now = subscriptionNow(ctx, subscription);
  const before = structuredClone(subscription);
  const current = subscription.items.data[0];
  const cancelAtPeriodEnd = optionalBoolean(params, "cancel_at_period_end");
  if (cancelAtPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? current.current_period_end : null;
    subscription.canceled_at = cancelAtPeriodEnd ? now : null;
    subscription.cancellation_details.reason = cancelAtPeriodEnd ? "cancellation_requested" : null;
  }
  const cancelAt = params.cancel_at;
  if (cancelAt !== undefined) {
    if (cancelAtPeriodEnd) {
      throw badValue(
        "cancel_at",
        "You may only specify one of these parameters: cancel_at, cancel_at_period_end.",
      );
    }
    if (cancelAt === "") {
      subscription.cancel_at = null;
      subscription.canceled_at = null;
      subscription.cancellation_details.reason = null;
    } else {
      const at =
        cancelAt === "min_period_end"
          ? current.current_period_end
          : optionalInteger(params, "cancel_at");
      if (at === undefined || at <= now)
        throw badValue("cancel_at", "cancel_at must be in the future.");
      subscription.cancel_at = at;
      subscription.cancel_at_period_end = false;
      subscription.canceled_at = now;
      subscription.cancellation_details.reason = "cancellation_requested";
    }
  }
  const details = optionalRecord(params, "cancellation_details");
  if (details) {
    allowOnly(details, ["comment", "feedback"]);
    const comment = optionalString(details, "comment", "cancellation_details[comment]");
    if (comment !== undefined) subscription.cancellation_details.comment = comment || null;
    const feedback = optionalString(details, "feedback", "cancellation_details[feedback]");
    if (feedback !== undefined) {
      subscription.cancellation_details.feedback =
        oneOf(feedback || undefined, FEEDBACK, "cancellation_details[feedback]") ?? null;
    }
  }
  let endTrialNow = false;
  const trialEnd = params.trial_end;
  if (trialEnd !== undefined) {
    if (trialEnd === "now") {
      if (subscription.status !== "trialing") {
        throw badValue("trial_end", "The subscription is not in a trial.");
      }
      endTrialNow = true;
      subscription.trial_end = now;
      current.current_period_end = now;
      subscription.billing_cycle_anchor = now;
      entry.internal.cycle = 0;
    } else {
      const at = optionalInteger(params, "trial_end");
      if (at === undefined || at <= now) {
        throw badValue(
          "trial_end",
          "Invalid timestamp: must be an integer Unix timestamp in the future.",
        );
      }
      // A new or longer trial: the current period runs to its end and billing starts there.
      subscription.status = "trialing";
      subscription.trial_start ??= now;
      subscription.trial_end = at;
      current.current_period_end = at;
      subscription.billing_cycle_anchor = at;
      entry.internal.cycle = 0;
      entry.internal.trialWillEndSent = false;
      if (subscription.cancel_at_period_end) subscription.cancel_at = at;
    }
  }
  if (params.discounts !== undefined) {
    const customer = findCustomer(ctx, subscription.customer);
    const inputs = readDiscounts(ctx, params.discounts, customer);
    // The new list replaces the old one: discounts left out end now.
    for (const id of subscription.discounts ?? []) {
      const discount = ctx.emu.store.get(id)?.obj;
      if (discount) emitEvent(ctx, "customer.discount.deleted", discount, { at: now });
    }
    subscription.discounts = attachDiscounts(ctx, subscription, inputs, now);
  }
  const defaultPm = optionalString(params, "default_payment_method");
  if (defaultPm !== undefined) {
    if (defaultPm)
      findPaymentMethod(ctx, defaultPm, subscription.customer, "default_payment_method");
    subscription.default_payment_method = defaultPm || null;
  }
  subscription.metadata = mergeMetadata(subscription.metadata, params);
  let invoiceNow: { amount: number; price: Obj; reset: boolean } | null = null;
  if (params.items !== undefined) {
    if (!Array.isArray(params.items) || params.items.length !== 1) {
      throw badValue("items", "The local Stripe supports exactly one subscription item.");
    }
    const change = params.items[0] as Params;
    const itemId = requiredString(change, "id", "items[0][id]");
    if (itemId !== current.id) {
      throw new StripeError(
        400,
        "invalid_request_error",
        `Subscription item ${itemId} does not belong to this subscription.`,
        { param: "items[0][id]" },
      );
    }
    const behaviour =
      oneOf(
        optionalString(params, "proration_behavior"),
        ["create_prorations", "none", "always_invoice"],
        "proration_behavior",
      ) ?? "create_prorations";
    const priceId = optionalString(change, "price", "items[0][price]");
    const quantity = optionalInteger(change, "quantity", "items[0][quantity]") ?? current.quantity;
    const trialing = subscription.status === "trialing";
    if (priceId && trialing) {
      // Nothing has been paid in a trial: the new price simply applies from the trial's end.
      const price = findPrice(ctx, priceId, "items[0][price]");
      if (!price.recurring) throw badValue("items[0][price]", "The price must be recurring.");
      current.price = structuredClone(price);
      current.plan = planFromPrice(price);
      current.quantity = quantity;
    } else if (priceId) {
      const price = findPrice(ctx, priceId, "items[0][price]");
      if (!price.recurring) throw badValue("items[0][price]", "The price must be recurring.");
      const old = current.price;
      const oldTotal = old.unit_amount * current.quantity;
      const newTotal = price.unit_amount * quantity;
      const span = current.current_period_end - current.current_period_start;
      const left = Math.max(0, current.current_period_end - now);
      const unused = span > 0 ? Math.round((oldTotal * left) / span) : 0;
      const sameCycle =
        old.recurring.interval === price.recurring.interval &&
        old.recurring.interval_count === price.recurring.interval_count;
      current.price = structuredClone(price);
      current.plan = planFromPrice(price);
      current.quantity = quantity;
      if (!sameCycle) {
        // A new interval resets the billing cycle: Stripe invoices the new price now, crediting unused time.
        subscription.billing_cycle_anchor = now;
        entry.internal.cycle = 1;
        current.current_period_start = now;
        current.current_period_end = periodEnd(price, now, 1);
        if (subscription.cancel_at_period_end) subscription.cancel_at = current.current_period_end;
        invoiceNow = {
          amount: Math.max(0, newTotal - (behaviour === "none" ? 0 : unused)),
          price,
          reset: true,
        };
      } else if (behaviour !== "none") {
        const proration = span > 0 ? Math.round(((newTotal - oldTotal) * left) / span) : 0;
        if (behaviour === "always_invoice")
          invoiceNow = { amount: Math.max(0, proration), price, reset: false };
        else entry.internal.pendingProration = (entry.internal.pendingProration ?? 0) + proration;
      }
    } else {
      current.quantity = quantity;
    }
  }
  const previous = changedFields(before, subscription);
  if (Object.keys(previous).length > 0) {
    emitEvent(ctx, "customer.subscription.updated", subscription, { previous, at: now });
  }
  if (invoiceNow) {
    const customer = findCustomer(ctx, subscription.customer);
    const product = ctx.emu.store.get(invoiceNow.price.product)?.obj;
    const invoice = createInvoice(
      ctx,
      subscription,
      customer,
      "subscription_update",
      [
        {
          amount: invoiceNow.amount,
          description: invoiceNow.reset
            ? describeLine(invoiceNow.price, current.quantity, product?.name ?? "Subscription")
            : "Proration for the plan change",
          start: now,
          end: current.current_period_end,
          price: invoiceNow.price,
          quantity: current.quantity,
          proration: !invoiceNow.reset,
        },
      ],
      now,
      { start: now, end: now },
    );
    const beforeInvoice = structuredClone(subscription);
    subscription.latest_invoice = invoice.obj.id;
    emitEvent(ctx, "customer.subscription.updated", subscription, {
      previous: changedFields(beforeInvoice, subscription),
      at: now,
    });
    settle(ctx, entry, invoice, customer, now);
  }
  if (endTrialNow) runDue(ctx, entry, "renew", now);
  return subscription;
}
