import { z } from "zod";

/**
 * The site's paid plans as the kitchen's Plans page edits them: GET and PUT
 * manage/{siteSlug}/plan-prices. Prices are in US cents (platform spec §9).
 */

/** Card networks won't charge less than about half a dollar. */
export const MIN_PLAN_CENTS = 50;
export const MAX_PLAN_CENTS = 1_000_000;

const amountCents = z
  .number()
  .int("Use whole cents")
  .min(MIN_PLAN_CENTS, "At least $0.50")
  .max(MAX_PLAN_CENTS, "At most $10,000")
  .nullable()
  .optional();

/** A field left out stays as it is; null removes that plan's price. */
export const planPricesBody = z.object({
  monthlyAmountCents: amountCents,
  yearlyAmountCents: amountCents,
});
export type PlanPricesBody = z.infer<typeof planPricesBody>;

export type PlanPricesResponse = {
  prices: { currency: "usd"; monthlyAmountCents: number | null; yearlyAmountCents: number | null };
  /** The creator's own plan with the platform, when one was ever started (null: none). */
  platformPlan: {
    plan: "free" | "pro";
    status: string;
    cadence: "month" | "year" | null;
    currentPeriodEnd: string | null;
    canceledAt: string | null;
  } | null;
};
