import { newsletterSends } from "@schema/db/newsletters";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * A finished send's delivery rows (one per recipient) are kept while they can still be
 * needed, then deleted, its counts staying on the send: retries end within hours of the
 * send, the provider's bounce and complaint webhooks arrive within days and are counted on
 * the send by its tag (mail-events.ts), not looked up by row. A weekly send to 100,000
 * subscribers would otherwise add 5 million rows a year to the database.
 */
export const DELIVERY_ROWS_KEPT_DAYS = 14;

/** Rows one DELETE removes: D1 runs one statement at a time, so each stays short. */
export const PRUNE_BATCH = 1_000;
/** Rows one cron run removes at most; a large backlog is worked off minute by minute. */
export const PRUNE_PER_RUN = 20_000;

const DAY_MS = 86_400_000;

/**
 * Deletes the delivery rows of sends finished more than DELIVERY_ROWS_KEPT_DAYS ago, oldest
 * send first, in batches, and marks each send whose rows are all gone. Run by the cron;
 * running twice, or being cut off mid-way, only leaves rows for the next run.
 */
export async function pruneDeliveryHistory(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - DELIVERY_ROWS_KEPT_DAYS * DAY_MS);
  const due = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(
      and(
        inArray(newsletterSends.status, ["sent", "failed"]),
        lte(newsletterSends.sentAt, cutoff),
        isNull(newsletterSends.deliveriesPrunedAt),
      ),
    )
    .orderBy(asc(newsletterSends.sentAt))
    .limit(50);
  let budget = PRUNE_PER_RUN;
  for (const send of due) {
    for (;;) {
      if (budget <= 0) return;
      const deleted = await db.run(sql`
        delete from newsletter_deliveries where id in (
          select id from newsletter_deliveries where send_id = ${send.id} limit ${PRUNE_BATCH}
        )`);
      const count = deleted.meta.changes ?? 0;
      budget -= count;
      if (count < PRUNE_BATCH) break;
    }
    await db
      .update(newsletterSends)
      .set({ deliveriesPrunedAt: now })
      .where(eq(newsletterSends.id, send.id));
  }
}
