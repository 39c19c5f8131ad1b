import { subscriberImports } from "@schema/db/subscriber-imports";
import { and, inArray, lt } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { SubscriberImportJob } from "../../queues/jobs";

/** A running import whose row has not moved for this long lost its next message. */
export const SUBSCRIBER_IMPORT_STALL_MS = 2 * 60 * 1000;

/**
 * The cron's watch over subscriber imports: each batch sends the next batch's message after
 * its D1 write, so a failure between the two (or a message the queue gave up on) would
 * leave an import stuck. Such an import gets its message again at its stored cursor; the
 * cursor guard makes an extra message harmless. Run on each database holding sites.
 */
export async function requeueStalledSubscriberImports(
  db: Db,
  env: Pick<Env, "JOBS">,
  now = Date.now(),
) {
  const stalled = await db
    .select()
    .from(subscriberImports)
    .where(
      and(
        inArray(subscriberImports.status, ["reading", "importing"]),
        lt(subscriberImports.updatedAt, new Date(now - SUBSCRIBER_IMPORT_STALL_MS)),
      ),
    )
    .limit(50);
  if (!stalled.length) return;
  const jobs: { body: SubscriberImportJob }[] = stalled.map((row) => ({
    body:
      row.status === "reading"
        ? {
            type: "subscriber-import",
            phase: "read",
            importId: row.id,
            siteId: row.siteId,
            cursor: row.readBytes,
          }
        : {
            type: "subscriber-import",
            phase: "import",
            importId: row.id,
            siteId: row.siteId,
            cursor: row.importedThrough,
          },
  }));
  await env.JOBS.sendBatch(jobs);
}
