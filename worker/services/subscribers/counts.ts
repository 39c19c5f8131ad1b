import { siteSubscriptionCounts } from "@schema/db/site-subscription-counts";
import { siteSubscriptionDays } from "@schema/db/site-subscription-days";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";

/** Statuses that still count as subscribed (a failing card is not yet a lost subscriber). */
export const CURRENT_STATUSES = ["active", "trialing", "past_due"] as const;

export type PlanCounts = { free: number; monthly: number; yearly: number; total: number };

const kept = (column: SQLiteColumn = siteSubscriptionCounts.subscriptions) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * A site's current subscriptions per plan, from the kept counts (a row per plan and status,
 * schema/db/site-subscription-counts.ts): as many rows read for 20 subscribers as for 20,000.
 */
export const currentPerPlan = (db: Db, siteId: string) =>
  db
    .select({ plan: siteSubscriptionCounts.plan, total: kept().as("total") })
    .from(siteSubscriptionCounts)
    .where(
      and(
        eq(siteSubscriptionCounts.siteId, siteId),
        inArray(siteSubscriptionCounts.status, [...CURRENT_STATUSES]),
      ),
    )
    .groupBy(siteSubscriptionCounts.plan);

/** Every subscription of a site, of any status, or of one plan: the list's unsearched total. */
export const keptTotal = (db: Db, siteId: string, plan?: "free" | "monthly" | "yearly") =>
  db
    .select({ total: kept().as("total") })
    .from(siteSubscriptionCounts)
    .where(
      and(
        eq(siteSubscriptionCounts.siteId, siteId),
        plan ? eq(siteSubscriptionCounts.plan, plan) : undefined,
      ),
    );

/** The per-plan rows made into the answers' counts. */
export function planCounts(
  rows: readonly { plan: keyof Omit<PlanCounts, "total">; total: number }[],
) {
  const counts: PlanCounts = { free: 0, monthly: 0, yearly: 0, total: 0 };
  for (const { plan, total } of rows) {
    counts[plan] = total;
    counts.total += total;
  }
  return counts;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Days `start` to `end` (UTC midnights, in milliseconds) of one site, from the kept days. */
const daysOf = (siteId: string, start: number, end: number) =>
  and(
    eq(siteSubscriptionDays.siteId, siteId),
    gte(siteSubscriptionDays.day, start / DAY_MS),
    lt(siteSubscriptionDays.day, end / DAY_MS),
  );

/**
 * Subscriptions begun in each week from `start` (a UTC midnight) to `end`, by week index,
 * from the counts kept per site, day and plan (schema/db/site-subscription-days.ts): a row
 * per day and plan at most, however many began.
 */
export const subscriptionWeeks = (db: Db, siteId: string, start: number, end: number) =>
  db
    .select({
      // D1 may bind numbers as REAL, so the cast does the flooring.
      bucket:
        sql<number>`cast((${siteSubscriptionDays.day} * ${DAY_MS} - ${start}) / ${WEEK_MS} as integer)`
          .mapWith(Number)
          .as("bucket"),
      total: kept(siteSubscriptionDays.subscriptions).as("total"),
    })
    .from(siteSubscriptionDays)
    .where(daysOf(siteId, start, end))
    .groupBy(sql`bucket`);

/** Paid subscriptions (of any status now) begun from `start` to `end`, from the kept days. */
export const paidBegun = (db: Db, siteId: string, start: number, end: number) =>
  db
    .select({ total: kept(siteSubscriptionDays.subscriptions).as("total") })
    .from(siteSubscriptionDays)
    .where(
      and(daysOf(siteId, start, end), inArray(siteSubscriptionDays.plan, ["monthly", "yearly"])),
    );
