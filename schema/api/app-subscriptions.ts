import { z } from "zod";

/**
 * The creator's own platform plan (platform spec §7): POST manage/{siteSlug}/app-subscriptions
 * starts its Checkout, GET manage/{siteSlug}/current-app-subscription says its state, POST
 * manage/{siteSlug}/app-subscription-billing-portal-sessions opens its Billing Portal.
 */

export const appSubscriptionBody = z.object({
  cadence: z.enum(["month", "year"], { message: 'Choose "month" or "year"' }),
});
export type AppSubscriptionBody = z.infer<typeof appSubscriptionBody>;

/** Where the creator goes next: Stripe's hosted Checkout or Billing Portal. */
export type StripeRedirectResponse = { url: string };

export type PlatformFeatureState = {
  key: string;
  title: string;
  needs: "free" | "pro";
  unlocked: boolean;
  /** Why it is locked, in the kitchen's words; null when unlocked. */
  lockedReason: string | null;
};

export type CurrentAppSubscriptionResponse = {
  /** The plan in force now. */
  plan: "free" | "pro";
  /** The site's platform-plan subscription as Stripe last said; null when never bought. */
  appSubscription: {
    plan: "free" | "pro";
    status: string;
    cadence: "month" | "year" | null;
    currentPeriodEnd: string | null;
    /** When a plan set to cancel ends (or ended). */
    canceledAt: string | null;
  } | null;
  /** What the Pro plan costs (null: not sold at that cadence, or Stripe unreachable). */
  prices: { monthlyAmountCents: number | null; yearlyAmountCents: number | null };
  /** Whether a Billing Portal can be opened (a Stripe customer exists). */
  canManageBilling: boolean;
  /** Whether the caller may buy or manage it (the site's owner). */
  canPurchase: boolean;
  features: PlatformFeatureState[];
};
