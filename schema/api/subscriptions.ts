import { z } from "zod";
import type { SubscriptionStatus } from "../db/subscriptions";
import { email, slug } from "./common";
import type { PlanType } from "./identity";

/** The plans a visitor can choose (spec: free, monthly, yearly). */
export const planType = z.enum(["free", "monthly", "yearly"]);

/**
 * A page address the subscribe page passes along. Used only when it parses and is on one
 * of the site's own hosts; anything else is ignored rather than refused, as the spec's
 * client fills these from the current page without checking them.
 */
const pageUrl = z.string().trim().max(2048).optional();

/**
 * POST site/{siteSlug}/subscriptions (platform spec §7). `email` is required when signed
 * out; signed in, the account's address is used and the field is ignored (the form shows
 * it locked). `return`, `nextFree`, `nextPaid` and `nextLogin` default to the page on the
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

export type SubscriptionState = {
  plan: PlanType;
  status: SubscriptionStatus;
};

/**
 * 200 when signed in (with the subscription). 201 with accountCreated and
 * confirmationRequired when signed out: the account and the free subscription are made
 * only when the e-mailed link is used (double opt-in), so there is no subscription yet.
 */
export type SubscribeResponse = {
  subscription?: SubscriptionState;
  accountCreated?: true;
  confirmationRequired?: true;
  /** Paid plans (the payments issue): where to pay. Never set for the free plan. */
  checkout?: { url: string };
};

/** POST site/{siteSlug}/newsletter-signups: the footer form and the newsletter modal. */
export const newsletterSignupBody = z.object({ email });

/**
 * 202. confirmationRequired: a link was mailed and the address counts once it is used;
 * false only for a signed-in reader's own address, which is subscribed at once.
 */
export type NewsletterSignupResponse = { ok: true; confirmationRequired: boolean };

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

export type CheckoutSessionResponse = {
  /** The address the reader paid with. */
  email: string;
  subscription: SubscriptionState;
  /** false until Stripe's webhook has reached us; the success page waits for it. */
  confirmed: boolean;
  /** The reader paid signed out: their account comes with a sign-in link by e-mail. */
  accountCreated: boolean;
};

/** A site as the account area names it. */
export type AccountSite = { slug: string; title: string; url: string };

/** GET manage/subscriptions: one row per site the signed-in person subscribed to. */
export type AccountSubscription = {
  id: string;
  site: AccountSite;
  plan: PlanType;
  status: SubscriptionState["status"];
  priceAmountCents: number;
  cadence: "month" | "year" | null;
  since: string; // ISO
  currentPeriodEnd: string | null; // ISO
  /** A paid plan set to cancel: the day it ends (access stays until then). */
  cancelAt: string | null; // ISO
  /** Stripe bills it: 'Manage billing' opens its Billing Portal. */
  billing: boolean;
};

export type AccountSubscriptionsResponse = { subscriptions: AccountSubscription[] };

/** POST manage/cancellations */
export const cancellationBody = z.object({ subscriptionId: z.uuid() });

/** POST manage/billing-portal-sessions: the portal for one of the caller's subscriptions. */
export const billingPortalSessionBody = z.object({
  subscriptionId: z.uuid(),
  /** Open on the card form (the failed-payment e-mail's link). */
  flow: z.enum(["payment_method_update"]).optional(),
});

export type BillingPortalSessionResponse = { url: string };
