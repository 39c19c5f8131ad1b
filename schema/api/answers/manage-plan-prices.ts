import { z } from "zod";

/**
 * The answers of the Plans page's calls (schema/api/manage-plan-prices.ts has their bodies).
 * Apart from it because the browser loads that one (the Plans form checks its fields before
 * sending) and the API's answer schemas have no business in its bundle.
 */

const cents = z.number().int().nullable();

/** GET, PUT manage/{siteSlug}/plan-prices, PUT …/plan-offers and …/paid-subscriptions. */
export const planPricesResponse = z.object({
  /** The monthly and yearly prices in US cents; null: that plan is not sold. */
  prices: z.object({
    currency: z.literal("usd"),
    monthlyAmountCents: cents,
    yearlyAmountCents: cents,
    tag: z
      .string()
      .describe("The prices' version: send it as If-Match on PUT plan-prices (412 if they moved)"),
  }),
  /** The site's Stripe Connect account as Stripe last described it. */
  stripe: z.object({
    connected: z.boolean(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    /** Whether each amount has its Price on the connected account (made once connected). */
    monthlyPriceReady: z.boolean(),
    yearlyPriceReady: z.boolean(),
  }),
  /** What new paid subscribers are offered on top of the prices, and who changed it. */
  offers: z.object({
    trialDays: z.number().int().nullable(),
    firstPeriodPercentOff: z.number().int().nullable(),
    tag: z
      .string()
      .describe("The offers' version: send it as If-Match on PUT plan-offers (412 if they moved)"),
    /** Newest first, the last few. */
    changes: z.array(
      z.object({ detail: z.string(), actorEmail: z.string(), createdAt: z.iso.datetime() }),
    ),
  }),
  /** enabled: readers can pay now; canEnable: everything is in place to turn it on. */
  paidSubscriptions: z.object({ enabled: z.boolean(), canEnable: z.boolean() }),
  /** The creator's own plan with the platform, when one was ever started (null: none). */
  platformPlan: z
    .object({
      plan: z.enum(["free", "pro"]),
      /** Stripe's subscription status ("active", "past_due", "canceled", …). */
      status: z.string(),
      cadence: z.enum(["month", "year"]).nullable(),
      currentPeriodEnd: z.iso.datetime().nullable(),
      canceledAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type PlanPricesResponse = z.infer<typeof planPricesResponse>;

/** POST manage/{siteSlug}/stripe-account-links: where the creator onboards with Stripe. */
export const accountLinkResponse = z.object({ url: z.url() });
export type AccountLinkResponse = z.infer<typeof accountLinkResponse>;
