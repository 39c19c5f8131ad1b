import { z } from "zod";

/**
 * The site's paid plans as the kitchen's Plans page edits them: GET and PUT
 * manage/{siteSlug}/plan-prices. Prices are in US cents (docs/spec/platform-and-kitchen.md §9).
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

export type { PlanPricesResponse } from "./answers/manage-plan-prices";

/** Longest free trial a site may offer on its paid plans. */
export const MAX_TRIAL_DAYS = 90;

/**
 * PUT manage/{siteSlug}/plan-offers: a free trial on new paid subscriptions (null: none) and
 * a percentage off their first paid period (null: none; left out: unchanged, so a client
 * that only knows the trial keeps the discount).
 */
export const planOffersBody = z.object({
  trialDays: z
    .number()
    .int("Use whole days")
    .min(1, "At least 1 day")
    .max(MAX_TRIAL_DAYS, `At most ${MAX_TRIAL_DAYS} days`)
    .nullable(),
  firstPeriodPercentOff: z
    .number()
    .int("Use a whole percentage")
    .min(1, "At least 1%")
    .max(100, "At most 100%")
    .nullable()
    .optional(),
});
export type PlanOffersBody = z.infer<typeof planOffersBody>;

/** PUT manage/{siteSlug}/paid-subscriptions: turns paid plans on or off. */
export const paidSubscriptionsBody = z.object({ enabled: z.boolean() });

/** POST manage/{siteSlug}/stripe-account-links: where the creator onboards with Stripe. */
export type { AccountLinkResponse } from "./answers/manage-plan-prices";
