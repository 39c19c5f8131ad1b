import { eq, sql } from "drizzle-orm";
import type { PlanPricesBody, PlanPricesResponse } from "../../../schema/api/manage-plan-prices";
import { appSubscriptions } from "../../../schema/db/payments";
import { sites } from "../../../schema/db/sites";
import type { Db } from "../../env";
import type { Site } from "../sites";

/** The site's plan prices and the creator's platform plan (the kitchen's Plans page). */
export async function planPrices(db: Db, site: Site): Promise<PlanPricesResponse> {
  const [row] = await db
    .select()
    .from(appSubscriptions)
    .where(eq(appSubscriptions.siteId, site.id))
    .limit(1);
  return {
    prices: {
      currency: "usd",
      monthlyAmountCents: site.monthlyAmountCents,
      yearlyAmountCents: site.yearlyAmountCents,
    },
    platformPlan: row
      ? {
          plan: row.plan,
          status: row.status,
          cadence: row.cadence,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          canceledAt: row.canceledAt?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * Saves the prices. A Stripe price is immutable, so a changed amount forgets the stored
 * Stripe price id and checkout creates a new price for the new amount. Prices show on the
 * public subscribe page, so the content version moves with them.
 */
export async function updatePlanPrices(db: Db, site: Site, body: PlanPricesBody): Promise<Site> {
  const changes: Partial<typeof sites.$inferInsert> = {};
  if (
    body.monthlyAmountCents !== undefined &&
    body.monthlyAmountCents !== site.monthlyAmountCents
  ) {
    changes.monthlyAmountCents = body.monthlyAmountCents;
    changes.stripeMonthlyPriceId = null;
  }
  if (body.yearlyAmountCents !== undefined && body.yearlyAmountCents !== site.yearlyAmountCents) {
    changes.yearlyAmountCents = body.yearlyAmountCents;
    changes.stripeYearlyPriceId = null;
  }
  if (Object.keys(changes).length === 0) return site;
  const [saved] = await db
    .update(sites)
    .set({ ...changes, contentVersion: sql`${sites.contentVersion} + 1` })
    .where(eq(sites.id, site.id))
    .returning();
  return saved ?? site;
}
