import {
  attemptPayment,
  cancelSubscription,
  createInvoice,
  describeLine,
  periodEnd,
  planFromPrice,
  settle,
  subscriptionItem,
  subscriptionNow,
} from "../lib/billing";
import type { Ctx } from "../lib/context";
import { StripeError, badValue, cardDeclined, missingParam } from "../lib/errors";
import { changedFields, emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
import { listObject, matchesCreated } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalNumber,
  optionalString,
  requiredString,
} from "../lib/params";
import type { Entry } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { findPrice } from "./catalog";
import { customerNow, findCustomer } from "./customers";
import { findPaymentMethod } from "./payment-methods";
import { type Route, route } from "./router";

export type NewSubscription = {
  customer: Obj;
  price: Obj;
  quantity: number;
  metadata: Obj;
  applicationFeePercent: number | null;
  defaultPaymentMethod: string | null;
  /** allow_incomplete (Stripe's default) answers an incomplete subscription; error_if_incomplete a 402. */
  paymentBehavior: "allow_incomplete" | "error_if_incomplete" | "default_incomplete";
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
  const id = newId("sub");
  const end = periodEnd(price, now, 1);
  const base = fromFixture("subscription", {});
  const subscription = fromFixture(
    "subscription",
    {
      id,
      application: null,
      application_fee_percent: input.applicationFeePercent,
      automatic_tax: { enabled: false, liability: null, disabled_reason: null },
      billing_cycle_anchor: now,
      billing_cycle_anchor_config: null,
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: null,
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
      status: "active",
      test_clock: customer.test_clock,
      transfer_data: null,
      trial_end: null,
      trial_start: null,
    },
    ["total_count"],
  );
  delete subscription.items.total_count;
  const invoiceId = newId("in");
  const product = ctx.emu.store.get(price.product)?.obj;
  const entry = ctx.emu.store.insert(ctx.account, subscription, { cycle: 1 });
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
        amount: price.unit_amount * input.quantity,
        description: describeLine(price, input.quantity, product?.name ?? "Subscription"),
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
  if (!paid) {
    subscription.status = "incomplete";
    if (input.paymentBehavior === "error_if_incomplete") throw cardDeclined("generic_decline");
  }
  return { subscription: entry, paid };
}

export function findSubscription(ctx: Ctx, id: string, param = "id"): Entry {
  return ctx.emu.store.find(ctx.account, "subscription", id, "subscription", param);
}

function updateSubscriptionFromParams(ctx: Ctx, entry: Entry, params: Params): Obj {
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
    if (priceId) {
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
  return subscription;
}

const STATUSES = [
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "trialing",
  "paused",
  "all",
  "ended",
];

export const subscriptionRoutes: Route[] = [
  route("POST", "/v1/subscriptions", (ctx, params) => {
    allowOnly(params, [
      "customer",
      "items",
      "metadata",
      "default_payment_method",
      "application_fee_percent",
      "payment_behavior",
    ]);
    const customer = findCustomer(ctx, requiredString(params, "customer"), "customer");
    if (!Array.isArray(params.items) || params.items.length === 0) throw missingParam("items");
    if (params.items.length > 1)
      throw badValue("items", "The local Stripe supports exactly one subscription item.");
    const first = params.items[0] as Params;
    const price = findPrice(
      ctx,
      requiredString(first, "price", "items[0][price]"),
      "items[0][price]",
    );
    const defaultPm = optionalString(params, "default_payment_method") || null;
    if (defaultPm) findPaymentMethod(ctx, defaultPm, customer.id, "default_payment_method");
    const fee = optionalNumber(params, "application_fee_percent");
    if (fee !== undefined && ctx.account === "acct_platform") {
      throw badValue(
        "application_fee_percent",
        "Application fees can only be set on a connected account's subscription.",
      );
    }
    const { subscription } = createSubscription(ctx, {
      customer,
      price,
      quantity: optionalInteger(first, "quantity", "items[0][quantity]") ?? 1,
      metadata: mergeMetadata({}, params),
      applicationFeePercent: fee ?? null,
      defaultPaymentMethod: defaultPm,
      paymentBehavior:
        oneOf(
          optionalString(params, "payment_behavior"),
          ["allow_incomplete", "error_if_incomplete", "default_incomplete"],
          "payment_behavior",
        ) ?? "allow_incomplete",
    });
    return subscription.obj;
  }),
  route(
    "GET",
    "/v1/subscriptions/:id",
    (ctx, _params, path) => findSubscription(ctx, path.id as string).obj,
  ),
  route("POST", "/v1/subscriptions/:id", (ctx, params, path) => {
    allowOnly(params, [
      "cancel_at_period_end",
      "items",
      "proration_behavior",
      "default_payment_method",
      "metadata",
      "payment_behavior",
    ]);
    return updateSubscriptionFromParams(ctx, findSubscription(ctx, path.id as string), params);
  }),
  route("DELETE", "/v1/subscriptions/:id", (ctx, params, path) => {
    allowOnly(params, ["invoice_now", "prorate", "cancellation_details"]);
    const entry = findSubscription(ctx, path.id as string);
    if (entry.obj.status === "canceled" || entry.obj.status === "incomplete_expired") {
      throw new StripeError(
        404,
        "invalid_request_error",
        `No such subscription: '${entry.obj.id}'`,
        {
          code: "resource_missing",
          param: "id",
        },
      );
    }
    cancelSubscription(ctx, entry.obj, subscriptionNow(ctx, entry.obj), "cancellation_requested");
    return entry.obj;
  }),
  route("GET", "/v1/subscriptions", (ctx, params) => {
    allowOnly(params, [
      "limit",
      "starting_after",
      "ending_before",
      "created",
      "customer",
      "status",
      "price",
      "test_clock",
    ]);
    const customer = optionalString(params, "customer");
    const price = optionalString(params, "price");
    const clock = optionalString(params, "test_clock");
    const status = oneOf(optionalString(params, "status"), STATUSES, "status");
    const subscriptions = ctx.emu.store
      .all(ctx.account, "subscription")
      .map((e) => e.obj)
      .filter((s) => !customer || s.customer === customer)
      .filter((s) => !price || s.items.data.some((i: Obj) => i.price.id === price))
      .filter((s) => !clock || s.test_clock === clock)
      .filter((s) => {
        // Stripe's default list leaves canceled subscriptions out.
        if (status === "all") return true;
        if (status === "ended") return s.status === "canceled" || s.status === "incomplete_expired";
        if (status) return s.status === status;
        return s.status !== "canceled" && s.status !== "incomplete_expired";
      })
      .filter((s) => matchesCreated(s.created, params.created));
    return listObject(subscriptions, params, "/v1/subscriptions");
  }),
];
