import { real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

/**
 * Units are one platform-wide list: measurement nodes in rich text and ingredient lines
 * point at them by id, and conversion needs the same sizes everywhere.
 */
export const units = sqliteTable(
  "units",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Shown when the quantity is above 1. */
    pluralTitle: text("plural_title").notNull(),
    abbreviation: text("abbreviation"),
    kind: text("kind", {
      enum: ["volume", "weight", "count", "temperature", "length", "size", "other"],
    }).notNull(),
    system: text("system", { enum: ["us", "metric", "neutral"] }).notNull(),
    /** Millilitres in one unit (volume units), for conversion. */
    ml: real("ml"),
    /** Grams in one unit (weight units), for conversion. */
    g: real("g"),
  },
  (t) => [uniqueIndex("units_slug_unique").on(t.slug)],
);

export type Unit = typeof units.$inferSelect;
