import type {
  SubscriberImportRowView,
  SubscriberImportView,
  subscriberImportRowsQuery,
} from "@schema/api/subscriber-imports";
import {
  type SubscriberImport,
  type SubscriberImportOutcome,
  subscriberImportOutcomes,
  subscriberImportRows,
  subscriberImports,
} from "@schema/db/subscriber-imports";
import { and, asc, count, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../env";

/** Rows of each outcome the preview shows. */
const SAMPLES_PER_OUTCOME = 5;

/** Outcomes that mean "not imported", with the reason the report gives. */
export const SKIPPED_OUTCOMES = [
  "already_subscribed",
  "suppressed",
  "invalid",
  "duplicate",
  "opted_out",
] as const satisfies readonly SubscriberImportOutcome[];

const rowColumns = {
  rowNumber: subscriberImportRows.rowNumber,
  given: subscriberImportRows.given,
  name: subscriberImportRows.name,
  previousPlan: subscriberImportRows.previousPlan,
  outcome: subscriberImportRows.outcome,
};

/** The import with its counts, progress and a few rows of each outcome. */
export async function subscriberImportView(
  db: Db,
  row: SubscriberImport,
): Promise<SubscriberImportView> {
  const of = eq(subscriberImportRows.importId, row.id);
  const [grouped, paid, ...samples] = await db.batch([
    db
      .select({ outcome: subscriberImportRows.outcome, rows: count() })
      .from(subscriberImportRows)
      .where(of)
      .groupBy(subscriberImportRows.outcome),
    db
      .select({ rows: count() })
      .from(subscriberImportRows)
      .where(
        and(
          of,
          isNotNull(subscriberImportRows.previousPlan),
          inArray(subscriberImportRows.outcome, ["new", "imported"]),
        ),
      ),
    // The first few of each outcome: one short walk of the outcome index each.
    ...subscriberImportOutcomes.map((outcome) =>
      db
        .select(rowColumns)
        .from(subscriberImportRows)
        .where(and(of, eq(subscriberImportRows.outcome, outcome)))
        .orderBy(asc(subscriberImportRows.rowNumber))
        .limit(SAMPLES_PER_OUTCOME),
    ),
  ]);
  const counts = Object.fromEntries(
    subscriberImportOutcomes.map((outcome) => [outcome, 0]),
  ) as Record<SubscriberImportOutcome, number>;
  for (const group of grouped) counts[group.outcome] = group.rows;
  const sampled: SubscriberImportView["samples"] = {};
  for (const rows of samples) {
    const first = rows[0];
    if (first) sampled[first.outcome] = rows;
  }
  const running = row.status === "importing" || row.status === "done";
  return {
    id: row.id,
    fileName: row.fileName,
    source: row.source,
    status: row.status,
    columns: row.columns,
    mapping: row.mapping ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    progress: {
      fileBytes: row.fileBytes,
      bytesRead:
        row.status === "reading" || row.status === "needs_mapping" ? row.readBytes : row.fileBytes,
      rowsRead: row.rowsRead,
      rowsToImport: running ? counts.new + counts.imported : counts.new,
      rowsImportedSoFar: counts.imported,
    },
    counts,
    paidElsewhere: paid[0]?.rows ?? 0,
    samples: sampled,
  };
}

/** GET …/rows: the report, a page of rows of one outcome (or every skipped one) at a time. */
export async function subscriberImportRowsPage(
  db: Db,
  row: SubscriberImport,
  query: z.output<typeof subscriberImportRowsQuery>,
): Promise<{ rows: SubscriberImportRowView[]; next: number | null }> {
  const rows = await db
    .select(rowColumns)
    .from(subscriberImportRows)
    .where(
      and(
        eq(subscriberImportRows.importId, row.id),
        query.outcome === "skipped"
          ? inArray(subscriberImportRows.outcome, SKIPPED_OUTCOMES)
          : query.outcome === "paid_elsewhere"
            ? and(
                isNotNull(subscriberImportRows.previousPlan),
                inArray(subscriberImportRows.outcome, ["new", "imported"]),
              )
            : eq(subscriberImportRows.outcome, query.outcome),
        gt(subscriberImportRows.rowNumber, query.after),
      ),
    )
    .orderBy(asc(subscriberImportRows.rowNumber))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { rows: page, next: more ? (page[page.length - 1]?.rowNumber ?? null) : null };
}

/** The site's recent imports, newest first (the kitchen shows the latest). */
export async function recentSubscriberImports(db: Db, siteId: string, limit = 5) {
  const rows = await db
    .select()
    .from(subscriberImports)
    .where(eq(subscriberImports.siteId, siteId))
    .orderBy(desc(subscriberImports.createdAt))
    .limit(limit);
  return Promise.all(rows.map((row) => subscriberImportView(db, row)));
}
