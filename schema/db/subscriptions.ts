import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, timestamp, updatedAt } from "./columns";
import { siteId } from "./sites";
import { users } from "./users";

export const subscriptionStatuses = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "incomplete",
  // Stripe's other subscription states: every failed retry exhausted (unpaid), a first
  // payment never completed (incomplete_expired), collection paused. None opens recipes.
  "unpaid",
  "incomplete_expired",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * A visitor's subscription to a site: free, monthly or yearly. One row per person and
 * site; changing plan updates it. `email` is the address newsletters go to, copied at
 * subscribe time so a send needs no join and survives the account's e-mail changing.
 */
export const siteSubscriptions = sqliteTable(
  "site_subscriptions",
  {
    id: id(),
    siteId: siteId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    plan: text("plan", { enum: ["free", "monthly", "yearly"] }).notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    priceAmountCents: integer("price_amount_cents").notNull().default(0),
    /** Null for the free plan. */
    cadence: text("cadence", { enum: ["month", "year"] }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    newsletterOptIn: bool("newsletter_opt_in").notNull().default(true),
    currentPeriodEnd: timestamp("current_period_end"),
    canceledAt: timestamp("canceled_at"),
    /**
     * When a paid plan set to cancel (at period end, Stripe's cancel_at) ends; null while it
     * renews. Access stays until then.
     */
    cancelAt: timestamp("cancel_at"),
    /**
     * When the reader was told their paid plan is set to cancel (the cancellation e-mail):
     * claimed by one conditional UPDATE so two events sharing the news send it once, and
     * cleared when the plan renews again, so a later cancellation is told too.
     */
    cancellationMailedAt: timestamp("cancellation_mailed_at"),
    /**
     * The Stripe subscription the site's people were told began (services/subscribers/
     * notice-mail.ts), claimed by one conditional UPDATE like cancellationMailedAt, so the
     * several events that carry a new plan announce it once.
     */
    paidNoticeSubscriptionId: text("paid_notice_subscription_id"),
    /**
     * When the site's welcome e-mail went to this reader (services/subscribers/
     * welcome-mail.ts), claimed before sending: one welcome per reader and site, ever.
     */
    welcomedAt: timestamp("welcomed_at"),
    /** When the site's welcome to a paying reader went, claimed the same way: once ever. */
    paidWelcomedAt: timestamp("paid_welcomed_at"),
    /**
     * When the current paid plan began (Stripe's start_date of its subscription); the row's
     * createdAt is when the reader began following the site, often on the free plan.
     */
    paidSince: timestamp("paid_since"),
    /**
     * A comp: free paid access the site's managers gave until this time (no Stripe charge).
     * The entitlement rule (worker/services/recipes/entitlement.ts) opens recipes while it lies ahead.
     */
    compUntil: timestamp("comp_until"),
    /**
     * The site's deletion that cancelled this paid plan (that deletion's `sites.deleted_at`),
     * so restoring the site makes the reader a free subscriber (payments/reopening.ts): only
     * plans that deletion ended, never one the reader had ended before. Cleared when the
     * e-mail that says so is claimed, so it goes once.
     */
    endedWithSiteAt: timestamp("ended_with_site_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("site_subscriptions_site_user_unique").on(t.siteId, t.userId),
    index("site_subscriptions_site_status_idx").on(t.siteId, t.status, t.createdAt),
    // The kitchen's list and the Overview read a site's newest first, and the Overview's
    // chart its last weeks, without reading the site's older subscriptions.
    index("site_subscriptions_site_created_idx").on(t.siteId, t.createdAt, t.id),
    // The Overview's cancellations in its weeks, not every cancellation the site ever had.
    index("site_subscriptions_site_canceled_idx").on(t.siteId, t.status, t.canceledAt),
    index("site_subscriptions_user_idx").on(t.userId),
    // A newsletter's fan-out pages a site's subscribers by id (keyset paging).
    index("site_subscriptions_site_keyset_idx").on(t.siteId, t.id),
    // Webhooks and the success page find the row by Stripe's ids.
    index("site_subscriptions_stripe_subscription_idx").on(t.stripeSubscriptionId),
    index("site_subscriptions_stripe_checkout_session_idx").on(t.stripeCheckoutSessionId),
  ],
);

export type SiteSubscription = typeof siteSubscriptions.$inferSelect;
export type NewSiteSubscription = typeof siteSubscriptions.$inferInsert;

/**
 * What a site's managers did to a subscriber (comp, refund, cancel): who, when and what, for
 * the subscribers page and for the record. Rows are never changed.
 */
export const subscriberActions = sqliteTable(
  "subscriber_actions",
  {
    id: id(),
    siteId: siteId(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => siteSubscriptions.id, { onDelete: "cascade" }),
    /** The manager who did it; kept (null) if their account goes. */
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action", {
      enum: ["comp", "end_comp", "refund", "cancel_now", "cancel_at_period_end"],
    }).notNull(),
    /** What it amounted to, in words for the row ("30 days, until …", "$5.00 refunded"). */
    detail: text("detail").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscriber_actions_subscription_idx").on(t.subscriptionId, t.createdAt)],
);

export type SubscriberAction = typeof subscriberActions.$inferSelect;
