import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `column IN (ids)` with the whole list bound as ONE JSON parameter. D1 refuses a statement
 * with more than 100 bound parameters, and a page of cards alone may hold 100 recipe ids.
 * SQLite still uses the column's index for `IN (SELECT …)`.
 */
export const inIdList = (column: SQLiteColumn, ids: readonly string[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;
