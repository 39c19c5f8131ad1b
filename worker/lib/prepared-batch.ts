import { fillPlaceholders } from "drizzle-orm";
import type { Db } from "../env";

/** A drizzle query that can be prepared: its SQL built once, its values filled in later. */
type Preparable = {
  prepare(): {
    getQuery(): { sql: string; params: unknown[] };
    mapResult(response: unknown, isFromBatch?: boolean): unknown;
  };
};

type Statement = { sql: string; params: unknown[]; read(result: unknown): unknown };

/**
 * One D1 batch of reads whose SQL never changes, only its values (given as
 * `sql.placeholder("name")`). Drizzle builds SQL anew on every call, and for a batch this
 * size that was over half of the request's CPU (profiled: the recipe page's read); here it
 * is built on the first call of the isolate and reused. Rows come back mapped by drizzle,
 * exactly as `db.batch` maps them.
 */
export function preparedBatch<const T extends readonly Preparable[]>(build: (db: Db) => T) {
  let statements: Statement[] | null = null;
  return async (
    db: Db,
    values: Record<string, unknown>,
  ): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
    // The SQL does not depend on the binding, so one build serves every request.
    statements ??= build(db).map((query) => {
      const prepared = query.prepare();
      const { sql, params } = prepared.getQuery();
      return { sql, params, read: (result) => prepared.mapResult(result, true) };
    });
    const d1 = db.$client;
    const ready = statements;
    const results = await d1.batch(
      ready.map(({ sql, params }) => d1.prepare(sql).bind(...fillPlaceholders(params, values))),
    );
    return results.map((result: unknown, index: number) => ready[index]?.read(result)) as {
      -readonly [K in keyof T]: Awaited<T[K]>;
    };
  };
}
