import { newsletterSuppressions } from "@schema/db/newsletters";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * Who a site's newsletter goes to: its free and paid subscribers whose subscription is
 * current, who have not turned the newsletter off, and whose address is not on the site's
 * suppression list (bounces and complaints). The count, the fan-out and the send-time
 * check all use this one rule.
 */
export const AUDIENCE_STATUSES = ["active", "trialing", "past_due"] as const;

export function audienceWhere(db: Db, siteId: string) {
  return and(
    eq(siteSubscriptions.siteId, siteId),
    inArray(siteSubscriptions.status, AUDIENCE_STATUSES),
    eq(siteSubscriptions.newsletterOptIn, true),
    notExists(
      db
        .select({ one: sql`1` })
        .from(newsletterSuppressions)
        .where(
          and(
            eq(newsletterSuppressions.siteId, siteId),
            eq(newsletterSuppressions.email, siteSubscriptions.email),
          ),
        ),
    ),
  );
}

export async function audienceCount(db: Db, siteId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(siteSubscriptions)
    .where(audienceWhere(db, siteId));
  return row?.count ?? 0;
}
