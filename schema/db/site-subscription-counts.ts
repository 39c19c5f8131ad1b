import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { siteId } from "./sites";
import { subscriptionStatuses } from "./subscriptions";

/**
 * How many subscriptions each site has per plan and status, and what they pay, so the
 * kitchen's Subscribers page and Overview read a handful of rows for their counts and MRR
 * instead of every subscription of the site. Kept by triggers on site_subscriptions (the
 * hand-written migrations named site_subscription_count_triggers, then
 * site_subscription_price_triggers) on every insert, delete and change of plan, status,
 * price, cadence or site, whichever code makes it (subscribe, checkout and webhooks, the
 * kitchen's actions, imports, an account's deletion); no service writes it. A later
 * migration that recreates `site_subscriptions` drops those triggers: it must recreate them
 * and recount, as those files do.
 */
export const siteSubscriptionCounts = sqliteTable(
  "site_subscription_counts",
  {
    siteId: siteId(),
    plan: text("plan", { enum: ["free", "monthly", "yearly"] }).notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    subscriptions: integer("subscriptions").notNull().default(0),
    /** Their prices summed, yearly ones apart: the Overview's MRR counts those a twelfth. */
    priceCents: integer("price_cents").notNull().default(0),
    yearlyPriceCents: integer("yearly_price_cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.plan, t.status] })],
);
