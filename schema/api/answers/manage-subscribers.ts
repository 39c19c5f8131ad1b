import { z } from "zod";
import { subscriptionStatuses } from "../../db/subscriptions";
import { digestTimeZone } from "./manage-comment-list";

/**
 * The answers of the subscriber calls (schema/api/manage-subscribers.ts has their queries and
 * bodies). Apart from it because the browser loads that one (the comp form's limit and the
 * action's checks) and the API's answer schemas have no business in its bundle.
 */

const count = z.number().int();

const subscriberEmails = z.object({
  free: z.boolean().describe("E-mailed when a reader subscribes for free"),
  paid: z.boolean().describe("E-mailed when a paid plan starts or is set to end"),
  daily: z.boolean().describe("Those e-mails come gathered into one a day instead of one each"),
  digestTimeZone: digestTimeZone,
});
export type SubscriberEmails = z.infer<typeof subscriberEmails>;

export const subscriberActionView = z.object({
  action: z.enum(["comp", "end_comp", "refund", "cancel_now", "cancel_at_period_end"]),
  /** What was done, in words ("$5.00 refunded", "Subscription cancelled now", …). */
  detail: z.string(),
  /** The manager's e-mail address. */
  by: z.string(),
  at: z.iso.datetime(),
});
export type SubscriberActionView = z.infer<typeof subscriberActionView>;

export const subscriber = z.object({
  /** The subscription's id. */
  id: z.uuid(),
  email: z.string(),
  plan: z.enum(["free", "monthly", "yearly"]),
  status: z.enum(subscriptionStatuses),
  /** When they subscribed. */
  since: z.iso.datetime(),
  /** What the plan costs them in US cents (0: free). */
  priceAmountCents: count,
  cadence: z.enum(["month", "year"]).nullable(),
  newsletterOptIn: z.boolean(),
  canceledAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** A paid plan set to cancel: when it ends. */
  cancelAt: z.iso.datetime().nullable(),
  /** Free paid access a manager gave, until then; null when none is running. */
  compUntil: z.iso.datetime().nullable(),
  /** Stripe bills it (refund and cancel apply). */
  billing: z.boolean(),
  /** The last thing a manager did to this subscriber, and who. */
  lastAction: subscriberActionView.nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;

/** POST manage/{siteSlug}/subscribers/{subscriptionId}/actions */
export const subscriberActionResponse = z.object({ subscriber });
export type SubscriberActionResponse = z.infer<typeof subscriberActionResponse>;

/** GET manage/{siteSlug}/subscribers */
export const subscriberListResponse = z.object({
  subscribers: z.array(subscriber),
  /** Rows matching the query and plan filter (for paging). */
  total: count,
  limit: count,
  offset: count,
  /** Current subscriptions (active, trialing, past due) per plan, whatever the filters. */
  counts: z.object({ free: count, monthly: count, yearly: count, total: count }),
  subscriberEmails: subscriberEmails.describe(
    "The signed-in manager's e-mails about readers' subscriptions on this site",
  ),
});
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>;

/** PUT manage/{siteSlug}/subscriber-emails */
export const subscriberEmailsResponse = z.object({ subscriberEmails });
export type SubscriberEmailsResponse = z.infer<typeof subscriberEmailsResponse>;
