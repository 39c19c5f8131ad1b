import type { PlanType } from "@schema/api/identity";
import type { AccountSubscription } from "@schema/api/subscriptions";
import { utcDayOf } from "../days";

/** Display formats of the account area's subscriptions page. */

const PLAN_LABELS: Record<PlanType, string> = {
  free: "Free",
  monthly: "Monthly",
  yearly: "Yearly",
};

export const planLabel = (plan: PlanType) => PLAN_LABELS[plan];

export const isPaidPlan = (plan: PlanType) => plan !== "free";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Spec: prices are held in cents and shown in USD. "$5.00 per month", "$48.00 per year";
 * a free plan (or a zero price) is just "Free", and a price without a cadence stands alone.
 */
export function formatPlanPrice(
  priceAmountCents: number,
  cadence: AccountSubscription["cadence"],
): string {
  if (priceAmountCents <= 0) return "Free";
  const price = USD.format(priceAmountCents / 100);
  return cadence ? `${price} per ${cadence}` : price;
}

const STATUS_LABELS: Record<AccountSubscription["status"], string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment overdue",
  canceled: "Cancelled",
  incomplete: "Payment incomplete",
  unpaid: "Unpaid",
  incomplete_expired: "Payment not completed",
  paused: "Paused",
};

export const statusLabel = (status: AccountSubscription["status"]) => STATUS_LABELS[status];

/** Only a live paid plan renews; a cancelled, cancelling or free one has nothing coming. */
export function renewsOn(subscription: AccountSubscription): string | null {
  if (!isPaidPlan(subscription.plan) || subscription.status === "canceled") return null;
  if (subscription.cancelAt) return null;
  return subscription.currentPeriodEnd;
}

/** A paid plan set to cancel: the day access ends. */
export function endsOn(subscription: AccountSubscription): string | null {
  if (!isPaidPlan(subscription.plan) || subscription.status === "canceled") return null;
  return subscription.cancelAt;
}

/**
 * What the person may cancel here: a free plan (ends now) or a billed paid plan that is not
 * already set to end (ends with the period paid for).
 */
export const canCancelHere = (subscription: AccountSubscription) =>
  subscription.status !== "canceled" &&
  (subscription.plan === "free" || (subscription.billing && subscription.cancelAt === null));

/**
 * The dates a subscription row shows: a free plan's start; for a paid plan when it began,
 * and since when the person has followed the site when that was another day (a free
 * subscriber who upgraded). "Another day" as `dayOf` says them, so it is the day the row shows.
 */
export function subscriptionDates(
  subscription: Pick<AccountSubscription, "since" | "paidSince">,
  dayOf: (iso: string) => string = utcDayOf,
): { label: string; at: string }[] {
  const { since, paidSince } = subscription;
  if (!paidSince) return [{ label: "Since", at: since }];
  const paid = { label: "Paid since", at: paidSince };
  return dayOf(since) === dayOf(paidSince) || since > paidSince
    ? [paid]
    : [paid, { label: "Following since", at: since }];
}
