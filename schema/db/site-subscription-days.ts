import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { siteId } from "./sites";

/**
 * How many of each site's subscriptions began on each UTC day (`day`: days since 1970), per
 * plan, so the Overview's weekly chart and its paid subscriptions started read at most a row
 * per day and plan of its weeks instead of every subscription that began in them. Kept by
 * triggers on site_subscriptions (the hand-written migration named
 * site_subscription_day_triggers) on every insert, delete and change of plan, start or site;
 * no service writes it. A later migration that recreates `site_subscriptions` drops those
 * triggers: it must recreate them and recount, as that file does.
 */
export const siteSubscriptionDays = sqliteTable(
  "site_subscription_days",
  {
    siteId: siteId(),
    day: integer("day").notNull(),
    plan: text("plan", { enum: ["free", "monthly", "yearly"] }).notNull(),
    subscriptions: integer("subscriptions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.plan] })],
);
