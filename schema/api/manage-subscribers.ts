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
};

export type SubscriberListResponse = {
  subscribers: Subscriber[];
  /** Rows matching the query and plan filter (for paging). */
  total: number;
  limit: number;
  offset: number;
  /** Current subscriptions (active, trialing, past due) per plan, whatever the filters. */
  counts: { free: number; monthly: number; yearly: number; total: number };
};
