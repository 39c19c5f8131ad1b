import { newsletterSends } from "@schema/db/newsletters";
import { eq, type SQL, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";

/**
 * A send's status and counts. Counts move only with state changes of delivery rows, in
 * the same D1 batch (one transaction) as the change, by `changes()`: the number of rows
 * the statement before changed. A redelivered message changes no row, so it counts nothing.
 */

const dialect = new SQLiteSyncDialect();

/**
 * A D1 statement from raw SQL or a Drizzle query builder. Drizzle's own batch cannot hold
 * raw SQL (db.run), so batches with `changes()` go to D1's batch directly.
 */
export function statement(db: Db, query: SQL | { toSQL(): { sql: string; params: unknown[] } }) {
  const built = "toSQL" in query ? query.toSQL() : dialect.sqlToQuery(query);
  return db.$client.prepare(built.sql).bind(...built.params);
}

/** Runs statements as one D1 batch: one transaction, in order, on one connection. */
export async function atomically(db: Db, statements: D1PreparedStatement[]) {
  return db.$client.batch(statements);
}

/** "… + changes()" on one counter of a send, for the batch right after the row change. */
export const addChanges = (
  db: Db,
  sendId: string,
  column: "recipient_count" | "sent_count" | "failed_count",
  sign: 1 | -1 = 1,
) =>
  statement(
    db,
    sql`update newsletter_sends set ${sql.raw(column)} = ${sql.raw(column)} ${sql.raw(
      sign === 1 ? "+" : "-",
    )} changes() where id = ${sendId}`,
  );

/**
 * Finishes the send once every recipient has a row and every row an outcome: sent when
 * anyone got it (failures stay counted), failed when nobody did. Runs after each batch;
 * only the call that sees the last outcome changes anything.
 */
export async function finishIfDone(db: Db, sendId: string, now = new Date()) {
  await db.run(sql`update newsletter_sends
    set status = case when sent_count = 0 and failed_count > 0 then 'failed' else 'sent' end,
        sent_at = ${now.getTime()}
    where id = ${sendId} and fanout_complete = 1 and status in ('queued', 'sending')
      and sent_count + failed_count >= recipient_count`);
}

export async function markSending(db: Db, sendId: string) {
  await db
    .update(newsletterSends)
    .set({ status: "sending" })
    .where(sql`${newsletterSends.id} = ${sendId} and ${newsletterSends.status} = 'queued'`);
}

export async function markSendFailed(db: Db, sendId: string, now = new Date()) {
  await db
    .update(newsletterSends)
    .set({ status: "failed", fanoutComplete: true, sentAt: now })
    .where(eq(newsletterSends.id, sendId));
}
