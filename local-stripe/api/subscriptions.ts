import { cancelSubscription, subscriptionNow } from "../lib/billing";
import type { Ctx } from "../lib/context";
import { readDiscounts } from "../lib/discounts";
import { badValue, missingParam, StripeError } from "../lib/errors";
import { listObject, matchesCreated } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalNumber,
  optionalRecord,
  optionalString,
  requiredString,
} from "../lib/params";
import type { Entry } from "../lib/store";
import { createSubscription } from "../lib/subscription-create";
import { FEEDBACK, updateSubscriptionFromParams } from "../lib/subscription-update";
import type { Obj, Params } from "../lib/types";
import { findPrice } from "./catalog";
import { customerNow, findCustomer } from "./customers";
import { findPaymentMethod } from "./payment-methods";
import { type Route, route } from "./router";

/**
 * A trial's end from `trial_period_days` (days from now) or `trial_end` (unix); null for none.
 * Stripe takes one or the other.
 */
export function trialEndFrom(
  params: Params,
  now: number,
  daysName: string,
  endName: string,
): number | null {
  const days = optionalInteger(params, "trial_period_days", daysName);
  const end = optionalInteger(params, "trial_end", endName);
  if (days !== undefined && end !== undefined) {
    throw badValue(
      endName,
      `You may only specify one of these parameters: ${daysName}, ${endName}.`,
    );
  }
  if (days !== undefined) {
    if (days < 1 || days > 730)
      throw badValue(daysName, "Trial period days must be between 1 and 730.");
    return now + days * 86_400;
  }
  if (end !== undefined && end <= now) {
    throw badValue(endName, "Invalid timestamp: must be an integer Unix timestamp in the future.");
  }
  return end ?? null;
}

export function findSubscription(ctx: Ctx, id: string, param = "id"): Entry {
  return ctx.emu.store.find(ctx.account, "subscription", id, "subscription", param);
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
      "discounts",
      "trial_period_days",
      "trial_end",
      "cancel_at",
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
    const now = customerNow(ctx.emu.store, customer);
    const { subscription } = createSubscription(ctx, {
      discounts: readDiscounts(ctx, params.discounts, customer),
      trialEnd: trialEndFrom(params, now, "trial_period_days", "trial_end"),
      cancelAt: optionalInteger(params, "cancel_at") ?? null,
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
      "cancel_at",
      "cancellation_details",
      "trial_end",
      "discounts",
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
    // invoice_now and prorate are accepted: there are no customer balances or pending
    // invoice items to settle here, so canceling now bills nothing more.
    optionalBoolean(params, "invoice_now");
    optionalBoolean(params, "prorate");
    const details = optionalRecord(params, "cancellation_details") ?? {};
    allowOnly(details, ["comment", "feedback"]);
    const comment = optionalString(details, "comment", "cancellation_details[comment]");
    if (comment !== undefined) entry.obj.cancellation_details.comment = comment || null;
    const feedback = optionalString(details, "feedback", "cancellation_details[feedback]");
    if (feedback) {
      entry.obj.cancellation_details.feedback = oneOf(
        feedback,
        FEEDBACK,
        "cancellation_details[feedback]",
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
