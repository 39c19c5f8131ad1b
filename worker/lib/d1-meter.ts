/**
 * Counts what a request costs D1: queries and rows read (what D1 bills, and what its single
 * writer serialises). On only where the capacity script asks for it (D1_METER=1): `raw()`
 * and `first()` do not return D1's meta, so the meter reads it from an `all()` of the same
 * statement, which doubles the reads it measures.
 */
export type D1Tally = {
  queries: number;
  rowsRead: number;
  /** The statement that read the most rows, to say where a request's reads go. */
  heaviest?: { sql: string; rows: number };
};

const METERED = Symbol("metered statement");
const SQL = Symbol("statement text");
type Metered = D1PreparedStatement & { [METERED]: D1PreparedStatement; [SQL]: string };

function count(tally: D1Tally, meta: { rows_read?: number } | undefined, sql: string) {
  const rows = meta?.rows_read ?? 0;
  tally.queries += 1;
  tally.rowsRead += rows;
  if (rows > (tally.heaviest?.rows ?? 0)) tally.heaviest = { sql, rows };
}

function meterStatement(statement: D1PreparedStatement, sql: string, tally: D1Tally): Metered {
  const metered = {
    [METERED]: statement,
    [SQL]: sql,
    bind: (...values: unknown[]) => meterStatement(statement.bind(...values), sql, tally),
    async all() {
      const result = await statement.all();
      count(tally, result.meta, sql);
      return result;
    },
    async run() {
      const result = await statement.run();
      count(tally, result.meta, sql);
      return result;
    },
    async first(column?: string) {
      const { results, meta } = await statement.all<Record<string, unknown>>();
      count(tally, meta, sql);
      const row = results[0] ?? null;
      return column === undefined ? row : (row?.[column] ?? null);
    },
    async raw(options?: { columnNames?: boolean }) {
      const rows = await statement.raw(options as { columnNames: true });
      count(tally, (await statement.all()).meta, sql);
      return rows;
    },
  };
  return metered as unknown as Metered;
}

export function meterD1(db: D1Database, tally: D1Tally): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => meterStatement(target.prepare(query), query, tally);
      }
      if (property === "batch") {
        return async (statements: Metered[]) => {
          const results = await target.batch(statements.map((statement) => statement[METERED]));
          results.forEach((result, index) => {
            count(tally, result.meta, statements[index]?.[SQL] ?? "");
          });
          return results;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
