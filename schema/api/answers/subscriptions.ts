import { z } from "zod";
import { subscriptionStatuses } from "../../db/subscriptions";
import { planTypeView } from "./identity";

/**
 * Answer shapes of subscribing, checkout and the account area's subscriptions. Only the
 * worker loads these schemas (see ./public-read.ts for why); ../subscriptions.ts re-exports
 * the types.
 */

export const subscriptionState = z.object({
  plan: planTypeView,
  status: z.enum(subscriptionStatuses),
});
export type SubscriptionState = z.infer<typeof subscriptionState>;

/**
 * 200 when signed in (with the subscription). 201 with accountCreated and
 * confirmationRequired when signed out: the account and the free subscription are made
 * only when the e-mailed link is used (double opt-in), so there is no subscription yet.
 */
export const subscribeResponse = z.object({
  subscription: subscriptionState.optional().describe("Signed in: the subscription as it is now"),
  accountCreated: z.literal(true).optional(),
  confirmationRequired: z
    .literal(true)
    .optional()
    .describe("Signed out: a link was mailed; nothing exists until it is used"),
  checkout: z
    .object({ url: z.string() })
    .optional()
    .describe("Paid plans: where to pay (Stripe Checkout). Never set for the free plan"),
});
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/**
 * 202. confirmationRequired: a link was mailed and the address counts once it is used;
 * false only for a signed-in reader's own address, which is subscribed at once.
 */
export const newsletterSignupResponse = z.object({
  ok: z.literal(true),
  confirmationRequired: z
    .boolean()
    .describe("A link was mailed; false only for a signed-in reader's own address"),
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponse>;

export const checkoutSessionResponse = z.object({
  email: z.string().describe("The address the reader paid with"),
  subscription: subscriptionState,
  confirmed: z
    .boolean()
    .describe("false until Stripe's webhook has reached the platform; poll until true"),
  accountCreated: z
    .boolean()
    .describe("The reader paid signed out: their account comes with a sign-in link by e-mail"),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

/** A site as the account area names it. */
export const accountSite = z.object({
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  closed: z
    .boolean()
    .describe("Its owner deleted it: its pages answer 410 and its recipes cannot be opened"),
});
export type AccountSite = z.infer<typeof accountSite>;

/** GET manage/subscriptions: one row per site the signed-in person subscribed to. */
export const accountSubscription = z.object({
  id: z.uuid(),
  site: accountSite,
  plan: planTypeView,
  status: z.enum(subscriptionStatuses),
  priceAmountCents: z.number().int(),
  cadence: z.enum(["month", "year"]).nullable(),
  since: z.iso.datetime().describe("When the person began following the site (any plan)"),
  paidSince: z.iso
    .datetime()
    .nullable()
    .describe("When the current paid plan began; null on the free plan"),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAt: z.iso
    .datetime()
    .nullable()
    .describe("A paid plan set to cancel: the day it ends (access stays until then)"),
  billing: z.boolean().describe("Stripe bills it: its Billing Portal manages it"),
  compUntil: z.iso
    .datetime()
    .nullable()
    .describe(
      "Free paid access the site gave, until then: it opens subscriber-only recipes; null when none is running",
    ),
  upgradable: z
    .boolean()
    .describe(
      "A free plan on a site that sells paid plans now, without free paid access running: the reader may upgrade there",
    ),
});
export type AccountSubscription = z.infer<typeof accountSubscription>;

export const accountSubscriptionsResponse = z.object({
  subscriptions: z.array(accountSubscription),
});
export type AccountSubscriptionsResponse = z.infer<typeof accountSubscriptionsResponse>;

export const billingPortalSessionResponse = z.object({
  url: z.string().describe("Stripe's Billing Portal for this subscription; send the reader there"),
});
export type BillingPortalSessionResponse = z.infer<typeof billingPortalSessionResponse>;
