import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { siteId } from "./sites";

/**
 * How many published recipes and drafts each site has, kept by triggers on recipes (the
 * hand-written migrations named site_recipe_count_triggers and site_draft_count_triggers) on
 * every insert, delete, publish, unpublish and move, so the recipe index as it opens, the
 * kitchen's recipe list and the Overview read their totals from one row instead of counting
 * up to 100,000 entries. No service writes it. A later migration that recreates `recipes`
 * drops those triggers: it must recreate them and recount, as those files do.
 */
export const siteRecipeCounts = sqliteTable("site_recipe_counts", {
  siteId: siteId().primaryKey(),
  published: integer("published").notNull().default(0),
  drafts: integer("drafts").notNull().default(0),
});
