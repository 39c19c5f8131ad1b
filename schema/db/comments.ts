import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, richText, timestamp, updatedAt } from "./columns";
import { recipeId } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * A comment on a recipe. Two levels only: replies (level 2) hang off a top-level comment
 * and go with it. Hiding is a moderation state, not a delete, so it can be undone;
 * hiding a parent hides its replies when read, without touching their rows.
 */
export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    siteId: siteId(),
    recipeId: recipeId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: text("parent_id").references((): AnySQLiteColumn => comments.id, {
      onDelete: "cascade",
    }),
    level: integer("level").$type<1 | 2>().notNull().default(1),
    content: richText("content").notNull(),
    hiddenAt: timestamp("hidden_at"),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_recipe_idx").on(t.recipeId, t.createdAt),
    index("comments_parent_idx").on(t.parentId),
    index("comments_user_idx").on(t.userId),
    index("comments_site_idx").on(t.siteId, t.createdAt),
    // Unqualified on purpose: drizzle-kit recreates tables under a temporary name.
    check("comments_level_check", sql`level in (1, 2)`),
  ],
);

export const commentUpvotes = sqliteTable(
  "comment_upvotes",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("comment_upvotes_user_idx").on(t.userId),
  ],
);

export type Comment = typeof comments.$inferSelect;
export type CommentUpvote = typeof commentUpvotes.$inferSelect;
