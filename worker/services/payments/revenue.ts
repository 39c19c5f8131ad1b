import type { OverviewRevenue } from "@schema/api/manage-overview";
import { siteSubscriptionCounts } from "@schema/db/site-subscription-counts";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { overviewWindow } from "../sites/overview";
import { paidBegun } from "../subscribers/counts";

/**
 * The overview's revenue numbers, from the subscription rows the webhooks keep (and the
 * counts triggers keep of them):
 * paying subscribers now, MRR (a yearly price counts as a twelfth a month), paid
 * subscriptions started and cancelled over the overview's period, and the platform's fee
 * out of that MRR. Comps are free access, not revenue: they are not counted.
 */

const PAID = ["monthly", "yearly"] as const;
/** The states that still pay (past_due: Stripe is retrying), as the paywall counts them. */
const PAYING = ["active", "trialing", "past_due"] as const;

export async function siteRevenue(
  db: Db,
  siteId: string,
  feePercent: number,
  now = new Date(),
): Promise<OverviewRevenue> {
  const { start, end } = overviewWindow(now);
  const from = new Date(start);
  const to = new Date(end);
  const paid = and(eq(siteSubscriptions.siteId, siteId), inArray(siteSubscriptions.plan, PAID));
  const [[paying], [started], [cancelled]] = await db.batch([
    // From the counts triggers keep per plan and status (schema/db/site-subscription-counts.ts):
    // a few rows, however many subscribers pay.
    db
      .select({
        total: sql<number>`coalesce(sum(${siteSubscriptionCounts.subscriptions}), 0)`.mapWith(
          Number,
        ),
        mrr: sql<number>`coalesce(sum(${siteSubscriptionCounts.priceCents}) + sum(${siteSubscriptionCounts.yearlyPriceCents}) / 12.0, 0)`.mapWith(
          Number,
        ),
      })
      .from(siteSubscriptionCounts)
      .where(
        and(
          eq(siteSubscriptionCounts.siteId, siteId),
          inArray(siteSubscriptionCounts.plan, PAID),
          inArray(siteSubscriptionCounts.status, PAYING),
        ),
      ),
    paidBegun(db, siteId, start, end),
    db
      .select({ total: count() })
      .from(siteSubscriptions)
      .where(
        and(
          paid,
          eq(siteSubscriptions.status, "canceled"),
          gte(siteSubscriptions.canceledAt, from),
          lt(siteSubscriptions.canceledAt, to),
        ),
      ),
  ]);
  const mrrCents = Math.round(paying?.mrr ?? 0);
  const fee = Number.isFinite(feePercent) ? feePercent : 0;
  return {
    payingSubscribers: paying?.total ?? 0,
    mrrCents,
    period: { start: from.toISOString(), end: to.toISOString() },
    newPaid: started?.total ?? 0,
    cancelledPaid: cancelled?.total ?? 0,
    platformFeePercent: fee,
    platformFeeCents: Math.round((mrrCents * fee) / 100),
  };
}
