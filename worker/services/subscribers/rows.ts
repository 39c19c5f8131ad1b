import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * One subscription of one site: another site's id finds nothing. `db` is the site's database,
 * which holds its subscriptions (ADR 0014).
 */
export const subscriptionOnSite = (siteId: string, subscriptionId: string) =>
  and(eq(siteSubscriptions.id, subscriptionId), eq(siteSubscriptions.siteId, siteId));

/** The subscription row, if it is the site's. */
export async function siteSubscriptionRow(db: Db, siteId: string, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(siteSubscriptions)
    .where(subscriptionOnSite(siteId, subscriptionId))
    .limit(1);
  return row;
}
