import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import { newsletterSuppressions } from "@schema/db/newsletters";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { paidAccessWhere } from "../recipes/entitlement";

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

/**
 * Whether the subscription `s` has paid access at `now`: a paid plan (the audience's
 * statuses are the ones that entitle) or a comp still running, as recipes/entitlement.ts's
 * paidAccessWhere says; raw SQL on the alias `s`, which the fan-out's own queries use and
 * Drizzle's columns cannot name.
 */
export const paidAccess = (now: number) =>
  sql`(s.plan <> 'free' or coalesce(s.comp_until, 0) > ${now})`;

/** The send's part of the audience, on the alias `s`: everyone, or one side of paidAccess. */
export function recipientsFilter(recipients: NewsletterRecipients, now: number) {
  if (recipients === "paid") return paidAccess(now);
  if (recipients === "free") return sql`not ${paidAccess(now)}`;
  return sql`1`;
}

/** Who a send would reach now: everyone, and of them with paid access and without. */
export async function audienceCounts(
  db: Db,
  siteId: string,
  now = Date.now(),
): Promise<{ count: number; paid: number; free: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(case when ${paidAccessWhere(new Date(now))} then 1 else 0 end), 0)`.mapWith(
        Number,
      ),
    })
    .from(siteSubscriptions)
    .where(audienceWhere(db, siteId));
  const count = row?.count ?? 0;
  const paid = row?.paid ?? 0;
  return { count, paid, free: count - paid };
}
