import { z } from "zod";
import type { SubscriptionStatus } from "../db/subscriptions";

/** GET manage/{siteSlug}/subscribers */
export const subscriberListQuery = z.object({
  /** Part of an e-mail address. */
  query: z
    .string()
    .max(254)
    .optional()
    .transform((value) => value?.trim().toLowerCase() || undefined),
  plan: z.enum(["free", "monthly", "yearly"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export type Subscriber = {
  id: string;
  email: string;
  plan: "free" | "monthly" | "yearly";
  status: SubscriptionStatus;
  /** When they subscribed (ISO). */
  since: string;
  priceAmountCents: number;
  cadence: "month" | "year" | null;
  newsletterOptIn: boolean;
  canceledAt: string | null;
  currentPeriodEnd: string | null;
  /** A paid plan set to cancel: when it ends (ISO). */
  cancelAt: string | null;
  /** Free paid access a manager gave, until then (ISO); null when none is running. */
  compUntil: string | null;
  /** Stripe bills it (refund and cancel apply). */
  billing: boolean;
  /** The last thing a manager did to this subscriber, and who. */
  lastAction: SubscriberActionView | null;
};

export type SubscriberActionView = {
  action: "comp" | "refund" | "cancel_now" | "cancel_at_period_end";
  detail: string;
  by: string;
  at: string; // ISO
};

/** Longest comp a manager may give at once. */
export const MAX_COMP_DAYS = 3650;

/**
 * POST manage/{siteSlug}/subscribers/{subscriptionId}/actions: a manager's action on one
 * subscriber. `confirm: true` is the kitchen's confirmation step, required by the API so no
 * client can act on a single click.
 */
export const subscriberActionBody = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("comp"),
    days: z.coerce.number().int("Whole days").min(1, "At least 1 day").max(MAX_COMP_DAYS),
    confirm: z.literal(true, "Confirm the action"),
  }),
  z.object({ action: z.literal("refund"), confirm: z.literal(true, "Confirm the action") }),
  z.object({
    action: z.literal("cancel"),
    when: z.enum(["now", "period_end"]),
    confirm: z.literal(true, "Confirm the action"),
  }),
]);
export type SubscriberActionBody = z.infer<typeof subscriberActionBody>;

export const subscriberActionParams = z.object({
  siteSlug: z.string().min(1).max(120),
  subscriptionId: z.uuid(),
});

export type SubscriberActionResponse = { subscriber: Subscriber };

export type SubscriberListResponse = {
  subscribers: Subscriber[];
  /** Rows matching the query and plan filter (for paging). */
  total: number;
  limit: number;
  offset: number;
  /** Current subscriptions (active, trialing, past due) per plan, whatever the filters. */
  counts: { free: number; monthly: number; yearly: number; total: number };
};
