import { contributors } from "@schema/db/contributors";
import { equipment } from "@schema/db/equipment";
import { images } from "@schema/db/images";
import { ingredients } from "@schema/db/ingredients";
import { recipes } from "@schema/db/recipes";
import { cuisines, diets, foodCategories, meals, methods, tags } from "@schema/db/taxonomies";
import { colorThemes, typeThemes } from "@schema/db/themes";
import { units } from "@schema/db/units";
import { and, eq, isNull, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import type { FieldIssue } from "../../errors";
import { insertChunks } from "../../lib/d1-batches";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";

/**
 * Every id a write names, checked in one D1 batch before anything is written. An id must
 * name a row the site may use: a platform-wide catalogue entry or one of the site's own;
 * images, contributors and recipes of this site only. Anything else is a field issue at
 * the path the id came from, and the same answer whether the row does not exist or
 * belongs to another site, so nothing is learnt about other sites.
 */

type Catalogue = SQLiteTable & { id: AnySQLiteColumn; siteId: AnySQLiteColumn };
type Lookup = {
  label: string;
  /** The rows of the kind the site may use, among `ids`. */
  query: (db: Db, siteId: string, ids: string[]) => BatchItem<"sqlite">;
};

/** A catalogue shared by the platform (site_id null) and extended by each site. */
const catalogue = <T extends Catalogue>(label: string, table: T): Lookup => ({
  label,
  query: (db, siteId, ids) =>
    db
      .select({ id: table.id })
      .from(table as SQLiteTable)
      .where(and(inIdList(table.id, ids), or(isNull(table.siteId), eq(table.siteId, siteId)))),
});

const lookups = {
  unit: {
    label: "unit",
    query: (db, _siteId, ids) =>
      db.select({ id: units.id }).from(units).where(inIdList(units.id, ids)),
  },
  ingredient: {
    label: "ingredient",
    // The titles feed the recipe's search_ingredients text.
    query: (db, siteId, ids) =>
      db
        .select({ id: ingredients.id, title: ingredients.title })
        .from(ingredients)
        .where(
          and(
            inIdList(ingredients.id, ids),
            or(isNull(ingredients.siteId), eq(ingredients.siteId, siteId)),
          ),
        ),
  },
  equipment: catalogue("equipment", equipment),
  tag: catalogue("tag", tags),
  method: catalogue("method", methods),
  foodCategory: catalogue("category", foodCategories),
  meal: catalogue("meal", meals),
  cuisine: catalogue("cuisine", cuisines),
  diet: catalogue("diet", diets),
  image: {
    label: "image",
    query: (db, siteId, ids) =>
      db
        .select({ id: images.id })
        .from(images)
        .where(and(inIdList(images.id, ids), eq(images.siteId, siteId))),
  },
  contributor: {
    label: "contributor",
    query: (db, siteId, ids) =>
      db
        .select({ id: contributors.id })
        .from(contributors)
        .where(and(inIdList(contributors.id, ids), eq(contributors.siteId, siteId))),
  },
  recipe: {
    label: "recipe",
    query: (db, siteId, ids) =>
      db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(inIdList(recipes.id, ids), eq(recipes.siteId, siteId))),
  },
  colorTheme: {
    label: "colour theme",
    query: (db, _siteId, ids) =>
      db.select({ id: colorThemes.id }).from(colorThemes).where(inIdList(colorThemes.id, ids)),
  },
  typeTheme: {
    label: "type theme",
    query: (db, _siteId, ids) =>
      db.select({ id: typeThemes.id }).from(typeThemes).where(inIdList(typeThemes.id, ids)),
  },
} satisfies Record<string, Lookup>;

export type ReferenceKind = keyof typeof lookups;

/**
 * The catalogues a moved site's rows may name platform rows of. Their platform rows are
 * reference data (ADR 0014): a site database holds those its rows name, copied from the
 * platform's on first use, so that its keys hold there.
 */
const platformCatalogues: Partial<Record<ReferenceKind, Catalogue>> = {
  unit: units as unknown as Catalogue,
  ingredient: ingredients,
  equipment,
  tag: tags,
  method: methods,
  foodCategory: foodCategories,
  meal: meals,
  cuisine: cuisines,
  diet: diets,
  colorTheme: colorThemes as unknown as Catalogue,
  typeTheme: typeThemes as unknown as Catalogue,
};

/** Collects (kind, id, path) while a body is walked, then checks them all at once. */
export class References {
  private readonly wanted = new Map<ReferenceKind, Map<string, string[]>>();

  add(kind: ReferenceKind, id: string | null | undefined, path: string): void {
    if (!id) return;
    const byId = this.wanted.get(kind) ?? new Map<string, string[]>();
    byId.set(id, [...(byId.get(id) ?? []), path]);
    this.wanted.set(kind, byId);
  }

  /**
   * For a moved site: the platform's catalogue rows among the ids, copied into the site's
   * database where it lacks them, before `check` reads there. Rows of the site's own, or of
   * another site, are never copied: only platform rows (no site) are reference data.
   */
  async adoptPlatformRows(dbs: SiteDbs): Promise<void> {
    if (unmoved(dbs)) return;
    const copies: BatchItem<"sqlite">[] = [];
    for (const [kind, byId] of this.wanted) {
      const table = platformCatalogues[kind];
      if (!table) continue;
      // Units and themes have no site column: every one is the platform's.
      const platformRow = table.siteId ? isNull(table.siteId) : undefined;
      const rows = await dbs.platform
        .select()
        .from(table as SQLiteTable)
        .where(and(inIdList(table.id, [...byId.keys()]), platformRow));
      copies.push(...insertChunks(dbs.site, table as SQLiteTable, rows, true));
    }
    const [first, ...rest] = copies;
    if (first) await dbs.site.batch([first, ...rest]);
  }

  /**
   * Issues for every id that is not the site's to use, plus the rows found by kind
   * (ingredients carry their title). `extra` queries ride along in the same batch.
   */
  async check(
    db: Db,
    siteId: string,
    extra: BatchItem<"sqlite">[] = [],
  ): Promise<{ issues: FieldIssue[]; found: Found; extra: unknown[] }> {
    const kinds = [...this.wanted.keys()];
    const queries = kinds.map((kind) =>
      lookups[kind].query(db, siteId, [...(this.wanted.get(kind)?.keys() ?? [])]),
    );
    const [first, ...rest] = [...queries, ...extra];
    const results: unknown[] = first ? await db.batch([first, ...rest]) : [];
    const issues: FieldIssue[] = [];
    const found: Found = new Map();
    kinds.forEach((kind, index) => {
      const rows = new Map((results[index] as FoundRow[]).map((row) => [row.id, row]));
      found.set(kind, rows);
      for (const [id, paths] of this.wanted.get(kind) ?? []) {
        if (rows.has(id)) continue;
        for (const path of paths) issues.push({ path, message: `Unknown ${lookups[kind].label}` });
      }
    });
    return { issues, found, extra: results.slice(queries.length) };
  }
}

type FoundRow = { id: string; title?: string };
export type Found = Map<ReferenceKind, Map<string, FoundRow>>;
