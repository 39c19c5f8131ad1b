import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SeedDb, Statement } from "../lib/d1-batches";
import { insertChunks } from "../lib/d1-batches";

/**
 * The rows a seed will write, grouped by table. Planning is pure (no I/O), so every slug,
 * key and e-mail in the content is checked before the first row reaches D1.
 */
export class SeedPlan {
  private readonly rows = new Map<SQLiteTable, unknown[]>();
  private readonly keepExisting = new Set<SQLiteTable>();

  /**
   * `keepExisting`: rows a migration may already have written under the same fixed ids (a
   * catalogue row added after databases were seeded) are left as they are.
   */
  add<T extends SQLiteTable>(
    table: T,
    rows: readonly T["$inferInsert"][],
    options: { keepExisting?: boolean } = {},
  ): void {
    if (options.keepExisting) this.keepExisting.add(table);
    const list = this.rows.get(table) ?? [];
    list.push(...rows);
    this.rows.set(table, list);
  }

  count(table: SQLiteTable): number {
    return this.rows.get(table)?.length ?? 0;
  }

  /**
   * INSERTs in the given table order (parents before children: foreign keys are checked
   * per statement). A planned table missing from the order is a loader bug, so it throws.
   */
  statements(db: SeedDb, order: readonly SQLiteTable[]): Statement[] {
    for (const table of this.rows.keys()) {
      if (!order.includes(table))
        throw new Error("Seed: a planned table has no place in the order");
    }
    return order.flatMap((table) =>
      insertChunks(db, table, (this.rows.get(table) ?? []) as never, this.keepExisting.has(table)),
    );
  }
}
