import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, integer, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { RichText } from "../content/rich-text";

/**
 * Every product row is keyed by a random UUID (docs/spec/platform-and-kitchen.md §5: "Ids are
 * uuids").
 */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Milliseconds since the epoch; Drizzle maps them to Date. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .$defaultFn(() => new Date());

export const updatedAt = () =>
  timestamp("updated_at")
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

/** A rich-text document stored as JSON (schema/content/rich-text.ts). */
export const richText = (name: string) => text(name, { mode: "json" }).$type<RichText>();

export const bool = (name: string) => integer(name, { mode: "boolean" });

/**
 * Slug uniqueness for catalogues shared by the platform (site_id null) and sites.
 * SQLite treats NULLs as distinct in a unique index, so platform rows need their own
 * partial index to keep their slugs unique too.
 */
export const catalogueSlugIndexes = (
  table: string,
  t: { siteId: AnySQLiteColumn; slug: AnySQLiteColumn },
) => [
  uniqueIndex(`${table}_site_slug_unique`).on(t.siteId, t.slug),
  // Unqualified on purpose: drizzle-kit recreates tables under a temporary name.
  uniqueIndex(`${table}_platform_slug_unique`).on(t.slug).where(sql`site_id is null`),
];
