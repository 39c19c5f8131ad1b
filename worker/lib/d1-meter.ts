/**
 * Counts what a request costs D1: queries and rows read (what D1 bills, and what its single
 * writer serialises). On only where the capacity script asks for it (D1_METER=1): `raw()`
 * and `first()` do not return D1's meta, so the meter reads it from an `all()` of the same
 * statement, which doubles the reads it measures.
 */
export type D1Tally = { queries: number; rowsRead: number };

const METERED = Symbol("metered statement");
type Metered = D1PreparedStatement & { [METERED]: D1PreparedStatement };

function count(tally: D1Tally, meta: { rows_read?: number } | undefined) {
  tally.queries += 1;
  tally.rowsRead += meta?.rows_read ?? 0;
}

function meterStatement(statement: D1PreparedStatement, tally: D1Tally): Metered {
  const metered = {
    [METERED]: statement,
    bind: (...values: unknown[]) => meterStatement(statement.bind(...values), tally),
    async all() {
      const result = await statement.all();
      count(tally, result.meta);
      return result;
    },
    async run() {
      const result = await statement.run();
      count(tally, result.meta);
      return result;
    },
    async first(column?: string) {
      const { results, meta } = await statement.all<Record<string, unknown>>();
      count(tally, meta);
      const row = results[0] ?? null;
      return column === undefined ? row : (row?.[column] ?? null);
    },
    async raw(options?: { columnNames?: boolean }) {
      const rows = await statement.raw(options as { columnNames: true });
      count(tally, (await statement.all()).meta);
      return rows;
    },
  };
  return metered as unknown as Metered;
}

export function meterD1(db: D1Database, tally: D1Tally): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => meterStatement(target.prepare(query), tally);
      }
      if (property === "batch") {
        return async (statements: Metered[]) => {
          const results = await target.batch(statements.map((statement) => statement[METERED]));
          for (const result of results) count(tally, result.meta);
          return results;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
