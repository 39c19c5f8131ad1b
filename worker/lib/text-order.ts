/**
 * Text compared as SQLite's default (BINARY) collation orders it: by code unit, not by
 * locale. For lists merged from several databases (ADR 0014) that one query used to order.
 */
export const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
