import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { catalogueSlugIndexes, id } from "./columns";
import { optionalSiteId } from "./sites";

/**
 * The six recipe filters of the public recipe index. Each is a catalogue of its own
 * (platform-wide when site_id is null, or a site's own) joined to recipes in
 * recipe-taxonomies.ts. The same shape six times keeps each filter a plain join.
 */
const taxonomy = (name: string) =>
  sqliteTable(
    name,
    {
      id: id(),
      siteId: optionalSiteId(),
      slug: text("slug").notNull(),
      title: text("title").notNull(),
    },
    (t) => catalogueSlugIndexes(name, t),
  );

export const tags = taxonomy("tags");
export const methods = taxonomy("methods");
export const foodCategories = taxonomy("food_categories");
export const meals = taxonomy("meals");
export const cuisines = taxonomy("cuisines");
export const diets = taxonomy("diets");

export type Taxonomy = typeof tags.$inferSelect;
