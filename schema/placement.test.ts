/// <reference types="vite/client" />
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { CROSSINGS, PLACEMENT, type Placement } from "./db/placement";

/** Every table the schema declares, by name, from every module of this folder. */
const modules = import.meta.glob<Record<string, unknown>>("./db/*.ts", { eager: true });
const tables = new Map<string, ReturnType<typeof getTableConfig>>();
for (const exported of Object.values(modules)) {
  for (const value of Object.values(exported)) {
    if (is(value, SQLiteTable)) tables.set(getTableConfig(value).name, getTableConfig(value));
  }
}

const references = [...tables.values()].flatMap((table) =>
  table.foreignKeys.map((key) => {
    const { columns, foreignTable } = key.reference();
    return {
      from: table.name,
      column: columns.map((column) => column.name).join(","),
      to: getTableConfig(foreignTable).name,
    };
  }),
);

const placed = (name: string): Placement => {
  const placement = PLACEMENT[name];
  if (!placement) throw new Error(`${name} has no placement`);
  return placement;
};

/**
 * Whether a row the key points at may be in another database than the row holding it.
 * Catalogues are in every database (the platform's rows copied, a site's own beside its
 * content), so keys into them never cross; a split table's rows may be on either side.
 */
function mayCross(from: Placement, to: Placement): boolean {
  if (to === "catalogue") return false;
  if (from === "platform") return to !== "platform";
  return to === "platform";
}

describe("where each table lives (ADR 0014)", () => {
  it("places every table of the schema, and only those", () => {
    expect(tables.size).toBeGreaterThan(60);
    expect(Object.keys(PLACEMENT).sort()).toEqual([...tables.keys()].sort());
  });

  it("lists every foreign key that would cross databases, with how it is kept", () => {
    const crossing = references
      .filter(({ from, to }) => mayCross(placed(from), placed(to)))
      .map(({ from, column, to }) => `${from}.${column} → ${to}`)
      .sort();
    expect(Object.keys(CROSSINGS).sort()).toEqual(crossing);
  });

  it("finds the site of every site row: its own site_id, or a key to a site row that has one", () => {
    const leadsToSite = (name: string, seen = new Set<string>()): boolean => {
      if (seen.has(name)) return false;
      seen.add(name);
      if (tables.get(name)?.columns.some((column) => column.name === "site_id")) return true;
      return references.some(
        ({ from, to }) => from === name && placed(to) === "site" && leadsToSite(to, seen),
      );
    };
    const lost = Object.entries(PLACEMENT)
      .filter(([name, placement]) => placement === "site" && !leadsToSite(name))
      .map(([name]) => name);
    expect(lost).toEqual([]);
  });
});
