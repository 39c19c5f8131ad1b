import { getTableColumns } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** D1 rejects a statement with more than 100 bound parameters. */
export const MAX_BOUND_PARAMETERS = 100;
/** Kept well under D1's per-batch limits so one batch never times out on a cold database. */
export const MAX_BATCH_STATEMENTS = 100;

export type SeedDb = DrizzleD1Database<Record<string, never>>;
export type Statement = BatchItem<"sqlite">;

/**
 * Multi-row INSERTs that each stay under D1's parameter limit. Drizzle binds at most one
 * parameter per column per row (defaults included), so the column count is a safe bound.
 */
export function insertChunks<T extends SQLiteTable>(
  db: SeedDb,
  table: T,
  rows: readonly T["$inferInsert"][],
  keepExisting = false,
): Statement[] {
  const columns = Object.keys(getTableColumns(table)).length;
  const perInsert = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
  const statements: Statement[] = [];
  for (let start = 0; start < rows.length; start += perInsert) {
    // The generic table loses Drizzle's per-table value typing; rows are typed by the caller.
    const chunk = rows.slice(start, start + perInsert) as never;
    const insert = db.insert(table).values(chunk);
    statements.push(keepExisting ? insert.onConflictDoNothing() : insert);
  }
  return statements;
}

/**
 * Runs statements in order, in batches. Each batch is one D1 transaction, so a failure
 * leaves earlier batches written: the loader validates everything before its first write.
 */
export async function runInBatches(db: SeedDb, statements: readonly Statement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += MAX_BATCH_STATEMENTS) {
    const [first, ...rest] = statements.slice(start, start + MAX_BATCH_STATEMENTS);
    if (first) await db.batch([first, ...rest]);
  }
}
