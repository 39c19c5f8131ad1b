import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { siteId } from "./sites";

/**
 * How many comments each site has, and how many of them visitors do not see (hidden, or a
 * reply under a hidden comment), so the Overview reads one row instead of every comment of
 * the site. Kept by triggers on comments (the hand-written migration named
 * site_comment_count_triggers) on every new comment, deletion, hiding and showing; no service
 * writes it. A later migration that recreates `comments` drops those triggers: it must
 * recreate them and recount, as that file does.
 */
export const siteCommentCounts = sqliteTable("site_comment_counts", {
  siteId: siteId().primaryKey(),
  comments: integer("comments").notNull().default(0),
  hidden: integer("hidden").notNull().default(0),
});
