import type { ShoppingListResponse } from "@schema/api/shopping-list";
import { ingredients } from "@schema/db/ingredients";
import {
  type ShoppingListLine as LineRow,
  type ShoppingListSource as SourceRow,
  shoppingListLines,
  shoppingListRequests,
  shoppingListSources,
} from "@schema/db/shopping-lists";
import { units } from "@schema/db/units";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../env";
import { notFound } from "../../errors";
import { isUniqueViolation } from "../../lib/constraint-errors";
import { ingredientView } from "../recipes/ingredient-views";
import { unitView } from "../recipes/unit-views";
import { aisleName, aisleOrder } from "./aisles";
import type { Catalogue, Line, Merged } from "./merge";

/** How long a request id is remembered: retries come within seconds, a replayed queue within hours. */
const REQUEST_MEMORY_MS = 24 * 60 * 60 * 1000;

type Statement = BatchItem<"sqlite">;

function lineOfRows(row: LineRow, sources: readonly SourceRow[]): Line {
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    unit: row.unit,
    aisle: row.aisle,
    aisleName: aisleName(row.aisle),
    checked: row.checked,
    ingredientId: row.ingredientId,
    measure: row.measure,
    measureAmount: row.measureAmount,
    unitId: row.unitId,
    count: row.count,
    system: row.system,
    sources: sources.map((s) => ({
      siteId: s.siteId,
      siteSlug: s.siteSlug,
      recipeId: s.recipeId,
      recipeSlug: s.recipeSlug,
      recipeTitle: s.recipeTitle,
      amount: s.amount,
    })),
  };
}

/** Shop order: by aisle, then the order lines went on the list. */
export const inShopOrder = (lines: readonly Line[]): Line[] =>
  lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => aisleOrder(a.line.aisle) - aisleOrder(b.line.aisle) || a.index - b.index)
    .map(({ line }) => line);

/** The person's list, oldest line first (the order merging joins lines in). */
export async function readLines(db: Db, userId: string): Promise<Line[]> {
  const [lineRows, sourceRows] = await db.batch([
    db
      .select()
      .from(shoppingListLines)
      .where(eq(shoppingListLines.userId, userId))
      .orderBy(asc(shoppingListLines.createdAt), asc(shoppingListLines.id)),
    db
      .select({ source: shoppingListSources })
      .from(shoppingListSources)
      .innerJoin(shoppingListLines, eq(shoppingListLines.id, shoppingListSources.lineId))
      .where(eq(shoppingListLines.userId, userId))
      .orderBy(asc(shoppingListSources.createdAt)),
  ]);
  const byLine = new Map<string, SourceRow[]>();
  for (const { source } of sourceRows) {
    byLine.set(source.lineId, [...(byLine.get(source.lineId) ?? []), source]);
  }
  return lineRows.map((row) => lineOfRows(row, byLine.get(row.id) ?? []));
}

export const listAnswer = (lines: readonly Line[]): ShoppingListResponse => ({
  lines: inShopOrder(lines),
});

export async function readList(db: Db, userId: string): Promise<ShoppingListResponse> {
  return listAnswer(await readLines(db, userId));
}

/** One line of the person's list; another person's line is as missing as an unknown one. */
export function ownLine(lines: readonly Line[], lineId: string): Line {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw notFound("Line");
  return line;
}

/** The catalogue rows that merging and showing these lines need. */
export async function catalogueFor(db: Db, ingredientIds: Iterable<string>): Promise<Catalogue> {
  const ids = [...new Set(ingredientIds)];
  const [unitRows, ingredientRows] = await Promise.all([
    db.select().from(units),
    ids.length
      ? db
          .select()
          .from(ingredients)
          .where(inArray(ingredients.id, ids.slice(0, 500)))
      : Promise.resolve([]),
  ]);
  return {
    units: new Map(unitRows.map((row) => [row.id, unitView(row)])),
    ingredients: new Map(ingredientRows.map((row) => [row.id, ingredientView(row)])),
  };
}

const lineValues = (line: Line) => ({
  ingredientId: line.ingredientId,
  name: line.name,
  amount: line.amount,
  unit: line.unit,
  measure: line.measure,
  measureAmount: line.measureAmount,
  unitId: line.unitId,
  count: line.count,
  system: line.system,
  aisle: line.aisle,
  checked: line.checked,
});

/**
 * The statements that store a merge: new lines with their sources, changed lines' amounts
 * and the sources they gained (those beyond the ones `before` had). New lines get created_at
 * a millisecond apart, so the list keeps the order they were added in.
 */
export function mergeWrites(
  db: Db,
  userId: string,
  before: readonly Line[],
  merged: Merged,
): Statement[] {
  const writes: Statement[] = [];
  const now = Date.now();
  let step = 0;
  const sourceRows = (lineId: string, sources: Line["sources"]) =>
    sources.map((source) => ({ ...source, lineId, createdAt: new Date(now + step++) }));
  for (const line of merged.lines) {
    if (merged.added.has(line.id)) {
      writes.push(
        db
          .insert(shoppingListLines)
          .values({ id: line.id, userId, ...lineValues(line), createdAt: new Date(now + step++) }),
      );
      if (line.sources.length) {
        writes.push(db.insert(shoppingListSources).values(sourceRows(line.id, line.sources)));
      }
    } else if (merged.changed.has(line.id)) {
      const had = before.find((b) => b.id === line.id)?.sources.length ?? 0;
      writes.push(lineUpdate(db, userId, line));
      const gained = line.sources.slice(had);
      if (gained.length) {
        writes.push(db.insert(shoppingListSources).values(sourceRows(line.id, gained)));
      }
    }
  }
  return writes;
}

/** Writes a line's editable and merged fields (never its owner). */
export const lineUpdate = (db: Db, userId: string, line: Line) =>
  db
    .update(shoppingListLines)
    .set({ ...lineValues(line), updatedAt: new Date() })
    .where(and(eq(shoppingListLines.id, line.id), eq(shoppingListLines.userId, userId)));

export const lineDelete = (db: Db, userId: string, lineIds: readonly string[]) =>
  db
    .delete(shoppingListLines)
    .where(and(eq(shoppingListLines.userId, userId), inArray(shoppingListLines.id, [...lineIds])));

/**
 * Applies a change once per request id: the id's row goes in the same batch as the change,
 * so a retry (the id already there) fails the whole batch on the key and changes nothing.
 * Either way the answer is the list as it now stands.
 */
export async function applyOnce(
  db: Db,
  userId: string,
  requestId: string | undefined,
  writes: Statement[],
): Promise<ShoppingListResponse> {
  if (writes.length) {
    const remember = requestId
      ? [
          db.insert(shoppingListRequests).values({ userId, requestId, createdAt: new Date() }),
          db
            .delete(shoppingListRequests)
            .where(
              and(
                eq(shoppingListRequests.userId, userId),
                lt(shoppingListRequests.createdAt, new Date(Date.now() - REQUEST_MEMORY_MS)),
              ),
            ),
        ]
      : [];
    const statements = [...remember, ...writes] as [Statement, ...Statement[]];
    try {
      await db.batch(statements);
    } catch (error) {
      if (!isUniqueViolation(error, "shopping_list_requests")) throw error;
    }
  }
  return readList(db, userId);
}
