import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { siteId } from "./sites";

/**
 * How many of each site's published recipes carry each filter term, so the recipe index's
 * filters read one row per term the site uses instead of every recipe's links. `kind` is the
 * filter's wire name (worker/services/recipes/taxonomy-tables.ts): one table for the six
 * link tables, whose term ids live in six catalogues. Kept by triggers on recipes and the six
 * link tables (the hand-written migration named site_term_count_triggers) on every insert,
 * delete, publish, unpublish and move; no service writes it. A row whose count fell to 0
 * stays (the filters skip it). A later migration that recreates `recipes` or a link table
 * drops those triggers: it must recreate them and recount, as that file does.
 */
export const siteTermCounts = sqliteTable(
  "site_term_counts",
  {
    siteId: siteId(),
    kind: text("kind", {
      enum: ["categories", "cuisines", "meals", "methods", "diets", "tags"],
    }).notNull(),
    termId: text("term_id").notNull(),
    published: integer("published").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind, t.termId] })],
);
