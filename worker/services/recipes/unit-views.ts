import type { UnitView } from "@schema/api/public-read";
import { type Unit, units } from "@schema/db/units";
import { asc } from "drizzle-orm";
import type { Db } from "../../env";
import { inIdList } from "../../lib/sql-id-list";

export const unitView = (unit: Unit): UnitView => ({
  id: unit.id,
  slug: unit.slug,
  title: unit.title,
  pluralTitle: unit.pluralTitle,
  abbreviation: unit.abbreviation,
  kind: unit.kind,
  system: unit.system,
  ml: unit.ml,
  g: unit.g,
});

/** The one platform-wide unit list (GET site/globals), grouped by kind for the converter. */
export async function allUnits(db: Db): Promise<UnitView[]> {
  const rows = await db.select().from(units).orderBy(asc(units.kind), asc(units.title));
  return rows.map(unitView);
}

export const unitsById = (db: Db, ids: readonly string[]) =>
  db.select().from(units).where(inIdList(units.id, ids));
