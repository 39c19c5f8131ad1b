import { customerNow } from "../api/customers";
import type { Ctx } from "./context";
import { changedFields, emitEvent } from "./events";
import { fromFixture } from "./fixtures";
import { newId } from "./ids";
import {
  attemptPayment,
  buildInvoice,
  createInvoice,
  describeLine,
  type LineInput,
} from "./invoices";
import { DAY, type Interval, periodBoundary } from "./periods";
import type { Entry } from "./store";
import type { Obj } from "./types";

/**
 * Subscriptions over time: their items and periods, and the state changes Stripe makes as time
 * passes (renewals, payment retries, cancellations, expiry of incomplete ones).
 */

/** A subscription whose first payment failed expires after 23 hours, as Stripe's do. */
const INCOMPLETE_EXPIRES_AFTER = 23 * 3600;

export function planFromPrice(price: Obj): Obj {
  return {
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    id: price.id,
    interval: price.recurring?.interval ?? null,
    interval_count: price.recurring?.interval_count ?? null,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    object: "plan",
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

export function subscriptionItem(
  subscriptionId: string,
  price: Obj,
  quantity: number,
  start: number,
  end: number,
  created: number,
): Obj {
  return fromFixture("subscription_item", {
    id: newId("si"),
    created,
    billing_thresholds: null,
    current_period_start: start,
    current_period_end: end,
    metadata: {},
    price: structuredClone(price),
    plan: planFromPrice(price),
    quantity,
    subscription: subscriptionId,
  });
}

function item(subscription: Obj): Obj {
  return subscription.items.data[0];
}

export function periodEnd(price: Obj, anchor: number, n: number): number {
  return periodBoundary(
    anchor,
    price.recurring.interval as Interval,
    price.recurring.interval_count,
    n,
  );
}

export function updateSubscription(
  ctx: Ctx,
  subscription: Obj,
  at: number,
  change: () => void,
): void {
  const before = structuredClone(subscription);
  change();
  const previous = changedFields(before, subscription);
  if (Object.keys(previous).length > 0) {
    emitEvent(ctx, "customer.subscription.updated", subscription, { previous, at });
  }
}

export function cancelSubscription(
  ctx: Ctx,
  subscription: Obj,
  at: number,
  reason: "cancellation_requested" | "payment_failed" | "payment_disputed",
): void {
  const before = structuredClone(subscription);
  subscription.status = "canceled";
  subscription.canceled_at ??= at;
  subscription.ended_at = at;
  subscription.cancel_at = subscription.cancel_at ?? null;
  subscription.cancellation_details.reason = reason;
  emitEvent(ctx, "customer.subscription.deleted", subscription, {
    previous: changedFields(before, subscription),
    at,
  });
}

export type DueKind = "renew" | "retry" | "end" | "expire" | "trial_will_end" | "upcoming";

/** customer.subscription.trial_will_end comes 3 days before a trial ends, invoice.upcoming 7 days before a renewal. */
export const TRIAL_WILL_END_BEFORE = 3 * DAY;
export const UPCOMING_BEFORE = 7 * DAY;

/** What falls due next for a subscription, if anything. */
export function nextDue(ctx: Ctx, entry: Entry): { at: number; kind: DueKind } | null {
  const subscription = entry.obj;
  const status = subscription.status;
  if (status === "incomplete")
    return { at: subscription.created + INCOMPLETE_EXPIRES_AFTER, kind: "expire" };
  if (!["active", "past_due", "trialing"].includes(status)) return null;
  const candidates: { at: number; kind: DueKind }[] = [];
  const end = item(subscription).current_period_end;
  const start = item(subscription).current_period_start;
  if (status === "trialing" && subscription.trial_end && !entry.internal.trialWillEndSent) {
    candidates.push({
      at: Math.max(start, subscription.trial_end - TRIAL_WILL_END_BEFORE),
      kind: "trial_will_end",
    });
  }
  // Announced once per period, for periods longer than the notice, when a renewal is coming.
  const renews = subscription.cancel_at === null || subscription.cancel_at > end;
  if (renews && end - start > UPCOMING_BEFORE && entry.internal.upcomingFor !== end) {
    candidates.push({ at: end - UPCOMING_BEFORE, kind: "upcoming" });
  }
  if (subscription.cancel_at !== null && subscription.cancel_at !== undefined) {
    candidates.push({ at: subscription.cancel_at, kind: "end" });
  }
  const latest = subscription.latest_invoice
    ? ctx.emu.store.get(subscription.latest_invoice)?.obj
    : undefined;
  if (latest?.status === "open" && latest.next_payment_attempt) {
    candidates.push({ at: latest.next_payment_attempt, kind: "retry" });
  }
  candidates.push({ at: end, kind: "renew" });
  // At the same instant, ending wins over renewing (cancel_at_period_end) and retries come first.
  const order = { trial_will_end: 0, upcoming: 0, end: 1, retry: 2, renew: 3, expire: 4 };
  candidates.sort((a, b) => a.at - b.at || order[a.kind] - order[b.kind]);
  return candidates[0] ?? null;
}

/** Runs one due step for a subscription at time `at`. */
export function runDue(ctx: Ctx, entry: Entry, kind: DueKind, at: number): void {
  const subscription = entry.obj;
  const customer = ctx.emu.store.get(subscription.customer)?.obj;
  if (!customer) return;
  if (kind === "trial_will_end") {
    entry.internal.trialWillEndSent = true;
    emitEvent(ctx, "customer.subscription.trial_will_end", subscription, { at });
    return;
  }
  if (kind === "upcoming") {
    entry.internal.upcomingFor = item(subscription).current_period_end;
    emitEvent(ctx, "invoice.upcoming", upcomingInvoice(ctx, entry, customer, at), { at });
    return;
  }
  if (kind === "end") {
    cancelSubscription(ctx, subscription, at, "cancellation_requested");
    return;
  }
  if (kind === "expire") {
    const before = structuredClone(subscription);
    subscription.status = "incomplete_expired";
    subscription.ended_at = at;
    const invoice = ctx.emu.store.get(subscription.latest_invoice)?.obj;
    if (invoice?.status === "open") {
      invoice.status = "void";
      invoice.status_transitions.voided_at = at;
      emitEvent(ctx, "invoice.voided", invoice, { at });
    }
    emitEvent(ctx, "customer.subscription.deleted", subscription, {
      previous: changedFields(before, subscription),
      at,
    });
    return;
  }
  if (kind === "retry") {
    const invoiceEntry = ctx.emu.store.get(subscription.latest_invoice);
    if (!invoiceEntry) return;
    settle(ctx, entry, invoiceEntry, customer, at);
    return;
  }
  renew(ctx, entry, customer, at);
}

/** The next period's invoice lines (and the pending proration) for a renewal. */
function renewalLines(
  ctx: Ctx,
  entry: Entry,
): { lines: LineInput[]; cycle: number; start: number; end: number } {
  const subscription = entry.obj;
  const current = item(subscription);
  const price = current.price;
  const cycle = (entry.internal.cycle ?? 1) + 1;
  const start = current.current_period_end;
  const end = periodEnd(price, subscription.billing_cycle_anchor, cycle);
  const product = ctx.emu.store.get(price.product)?.obj;
  const lines: LineInput[] = [
    {
      amount: price.unit_amount * current.quantity,
      description: describeLine(price, current.quantity, product?.name ?? "Subscription"),
      start,
      end,
      price,
      quantity: current.quantity,
      proration: false,
    },
  ];
  const pending: number = entry.internal.pendingProration ?? 0;
  if (pending !== 0) {
    lines.unshift({
      ...lines[0],
      amount: pending,
      description: "Proration for the plan change",
      proration: true,
    } as LineInput);
  }
  return { lines, cycle, start, end };
}

/** What the next renewal will charge, as the invoice.upcoming event shows it (no id: not an invoice yet). */
function upcomingInvoice(ctx: Ctx, entry: Entry, customer: Obj, at: number): Obj {
  const { lines, start } = renewalLines(ctx, entry);
  const current = item(entry.obj);
  const period = { start: current.current_period_start, end: start };
  return buildInvoice(ctx, entry.obj, customer, "upcoming", lines, at, period, null);
}

function renew(ctx: Ctx, entry: Entry, customer: Obj, at: number): void {
  const subscription = entry.obj;
  const current = item(subscription);
  const { lines, cycle, start, end } = renewalLines(ctx, entry);
  entry.internal.pendingProration = 0;
  // Stripe's order at a renewal: the period moves on (naming the new invoice), then the invoice.
  const invoiceId = newId("in");
  const previousStart = current.current_period_start;
  updateSubscription(ctx, subscription, at, () => {
    entry.internal.cycle = cycle;
    current.current_period_start = start;
    current.current_period_end = end;
    subscription.latest_invoice = invoiceId;
    // A trial ends at its period end; the first charge below decides active or past_due.
    if (subscription.status === "trialing") subscription.status = "active";
  });
  const invoice = createInvoice(
    ctx,
    subscription,
    customer,
    "subscription_cycle",
    lines,
    at,
    { start: previousStart, end: start },
    invoiceId,
  );
  settle(ctx, entry, invoice, customer, at);
}

/** Charges a subscription's open invoice and moves the subscription as Stripe does. */
export function settle(ctx: Ctx, entry: Entry, invoice: Entry, customer: Obj, at: number): boolean {
  const subscription = entry.obj;
  const paid = attemptPayment(ctx, invoice, subscription, customer, at);
  if (paid) {
    if (subscription.status === "past_due" || subscription.status === "unpaid") {
      updateSubscription(ctx, subscription, at, () => {
        subscription.status = "active";
      });
    }
    return true;
  }
  if (invoice.obj.next_payment_attempt === null) {
    // No retry left: Stripe's default "cancel the subscription" after the last failure.
    invoice.obj.status = "uncollectible";
    invoice.obj.status_transitions.marked_uncollectible_at = at;
    emitEvent(ctx, "invoice.marked_uncollectible", invoice.obj, { at });
    cancelSubscription(ctx, subscription, at, "payment_failed");
    return false;
  }
  if (subscription.status === "active" || subscription.status === "trialing") {
    updateSubscription(ctx, subscription, at, () => {
      subscription.status = "past_due";
    });
  }
  return false;
}

/** The clock a subscription follows: its customer's test clock, or null for the emulator clock. */
export function clockOf(ctx: Ctx, subscription: Obj): string | null {
  const customer = ctx.emu.store.get(subscription.customer)?.obj;
  return typeof customer?.test_clock === "string" ? customer.test_clock : null;
}

export function subscriptionNow(ctx: Ctx, subscription: Obj): number {
  return customerNow(ctx.emu.store, ctx.emu.store.get(subscription.customer)?.obj);
}
