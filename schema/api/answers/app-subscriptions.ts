import { z } from "zod";

/**
 * Answer shapes of the platform-plan calls; only the worker loads these schemas (the web's
 * browser code has no use for them). ../app-subscriptions.ts re-exports the types.
 */

/** Where the creator goes next: Stripe's hosted Checkout or Billing Portal. */
export const stripeRedirectResponse = z.object({ url: z.url() });
export type StripeRedirectResponse = z.infer<typeof stripeRedirectResponse>;

const plan = z.enum(["free", "pro"]);

export const platformFeatureState = z.object({
  key: z.string(),
  title: z.string(),
  needs: plan,
  unlocked: z.boolean(),
  /** Why it is locked, in the kitchen's words; null when unlocked. */
  lockedReason: z.string().nullable(),
});
export type PlatformFeatureState = z.infer<typeof platformFeatureState>;

export const currentAppSubscriptionResponse = z.object({
  /** The plan in force now. */
  plan,
  /** The site's platform-plan subscription as Stripe last said; null when never bought. */
  appSubscription: z
    .object({
      plan,
      /** Stripe's subscription status ("active", "past_due", "canceled", …). */
      status: z.string(),
      cadence: z.enum(["month", "year"]).nullable(),
      currentPeriodEnd: z.iso.datetime().nullable(),
      /** When a plan set to cancel ends (or ended). */
      canceledAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  /** What the Pro plan costs in US cents (null: not sold at that cadence, or Stripe unreachable). */
  prices: z.object({
    monthlyAmountCents: z.number().int().nullable(),
    yearlyAmountCents: z.number().int().nullable(),
  }),
  /** Whether a Billing Portal can be opened (a Stripe customer exists). */
  canManageBilling: z.boolean(),
  /** Whether the caller may buy or manage it (the site's owner). */
  canPurchase: z.boolean(),
  features: z.array(platformFeatureState),
});
export type CurrentAppSubscriptionResponse = z.infer<typeof currentAppSubscriptionResponse>;
