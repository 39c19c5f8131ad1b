import { siteSubscriptionCounts } from "@schema/db/site-subscription-counts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../env";

/** Statuses that still count as subscribed (a failing card is not yet a lost subscriber). */
export const CURRENT_STATUSES = ["active", "trialing", "past_due"] as const;

export type PlanCounts = { free: number; monthly: number; yearly: number; total: number };

const kept = sql<number>`coalesce(sum(${siteSubscriptionCounts.subscriptions}), 0)`.mapWith(Number);

/**
 * A site's current subscriptions per plan, from the kept counts (a row per plan and status,
 * schema/db/site-subscription-counts.ts): as many rows read for 20 subscribers as for 20,000.
 */
export const currentPerPlan = (db: Db, siteId: string) =>
  db
    .select({ plan: siteSubscriptionCounts.plan, total: kept.as("total") })
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
    .select({ total: kept.as("total") })
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
