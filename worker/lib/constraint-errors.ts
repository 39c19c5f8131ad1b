/**
 * Recognises SQLite's "UNIQUE constraint failed: table.col, …" in an error or its causes
 * (D1 and Drizzle wrap it at different depths). Slug uniqueness is left to the unique
 * indexes rather than checked first: the database is the only place a check cannot race.
 */
export function isUniqueViolation(error: unknown, columns: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    if (message.includes("UNIQUE constraint failed") && message.includes(columns)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
