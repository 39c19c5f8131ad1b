import type { SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";

const dialect = new SQLiteSyncDialect();

/**
 * A D1 statement from a drizzle `sql` template or query builder. The import's set-based
 * statements (INSERT … SELECT over json_each, UPDATE … CASE EXISTS) have no builder form,
 * and drizzle's `db.batch` takes no raw SQL, so the batch goes to D1 directly.
 */
export function statement(db: Db, query: SQL | { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = "toSQL" in query ? query.toSQL() : dialect.sqlToQuery(query);
  return db.$client.prepare(sql).bind(...params);
}
