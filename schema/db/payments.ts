import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { siteId } from "./sites";
import { subscriptionStatuses } from "./subscriptions";
import { users } from "./users";

/**
 * A creator's own plan with the platform, per site (the kitchen's Plans page and the
 * manage current-app-subscription call). One row per site; the Stripe customer is the
 * creator who bought it.
 */
export const appSubscriptions = sqliteTable(
  "app_subscriptions",
  {
    id: id(),
    siteId: siteId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["free", "pro"] })
      .notNull()
      .default("free"),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    cadence: text("cadence", { enum: ["month", "year"] }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    currentPeriodEnd: timestamp("current_period_end"),
    canceledAt: timestamp("canceled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("app_subscriptions_site_unique").on(t.siteId),
    index("app_subscriptions_user_idx").on(t.userId),
    index("app_subscriptions_stripe_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/**
 * Stripe webhook events already handled. Stripe delivers at least once, so the handler
 * inserts here first and skips an event whose id is already present.
 */
export const processedPaymentEvents = sqliteTable("processed_payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at")
    .notNull()
    .$defaultFn(() => new Date()),
});

export type AppSubscription = typeof appSubscriptions.$inferSelect;
