import { z } from "zod";
import { email, slug } from "./common";

/** The plans a visitor can choose (docs/spec/visitor-experience.md §6: free, monthly, yearly). */
export const planType = z.enum(["free", "monthly", "yearly"]);

/**
 * A page address the subscribe page passes along. Used only when it parses and is on one
 * of the site's own hosts; anything else is ignored rather than refused, as the client of
 * docs/spec/visitor-experience.md §7 fills these from the current page without checking them.
 */
const pageUrl = z.string().trim().max(2048).optional();

/**
 * POST site/{siteSlug}/subscriptions (docs/spec/platform-and-kitchen.md §7). `email` is required
 * when signed out; signed in, the account's address is used and the field is ignored (the form
 * shows it locked). `return`, `nextFree`, `nextPaid` and `nextLogin` default to the page on the
 * client; the server uses nextLogin for the sign-in link and keeps the others for checkout.
 */
export const subscribeBody = z.object({
  siteSlug: z.string().max(120).optional(),
  email: email.optional(),
  plan: planType,
  return: pageUrl,
  nextFree: pageUrl,
  /** Carries Stripe's {CHECKOUT_SESSION_ID} placeholder. */
  nextPaid: pageUrl,
  nextLogin: pageUrl,
});

/* The answer shapes are zod schemas in ./answers/subscriptions.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  AccountSite,
  AccountSubscription,
  AccountSubscriptionsResponse,
  BillingPortalSessionResponse,
  CheckoutSessionResponse,
  NewsletterSignupResponse,
  SubscribeResponse,
  SubscriptionState,
} from "./answers/subscriptions";

/** POST site/{siteSlug}/newsletter-signups: the footer form and the newsletter modal. */
export const newsletterSignupBody = z.object({ email });

/** POST site/{siteSlug}/newsletter-confirmations: the link's secret from the e-mail. */
export const newsletterConfirmationBody = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** GET site/{siteSlug}/checkout-sessions/{checkoutSessionId} (Stripe ids: cs_test_…). */
export const checkoutSessionParam = z.object({
  siteSlug: slug,
  checkoutSessionId: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/),
});

/** POST manage/cancellations */
export const cancellationBody = z.object({ subscriptionId: z.uuid() });

/** POST manage/billing-portal-sessions: the portal for one of the caller's subscriptions. */
export const billingPortalSessionBody = z.object({
  subscriptionId: z.uuid(),
  /** Open on the card form (the failed-payment e-mail's link). */
  flow: z.enum(["payment_method_update"]).optional(),
});
