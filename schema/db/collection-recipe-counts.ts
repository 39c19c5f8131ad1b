import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { collections } from "./collections";

/**
 * How many published recipes of its own site each collection holds (what visitors' cards
 * count), so the site's collections read one row per collection instead of every recipe in
 * each. Kept by triggers on collection_recipes, recipes and collections (the hand-written
 * migration named collection_recipe_count_triggers) on every change of a collection's list,
 * publish, unpublish, deletion and move; no service writes it. A collection with no row
 * counts 0. A later migration that recreates one of those tables drops the triggers: it must
 * recreate them and recount, as that file does.
 */
export const collectionRecipeCounts = sqliteTable("collection_recipe_counts", {
  collectionId: text("collection_id")
    .primaryKey()
    .references(() => collections.id, { onDelete: "cascade" }),
  published: integer("published").notNull().default(0),
});
