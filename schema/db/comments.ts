import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, richText, timestamp, updatedAt } from "./columns";
import { recipeId } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * A comment on a recipe. Two levels only: replies (level 2) hang off a top-level comment
 * and go with it. Hiding is a moderation state, not a delete, so it can be undone;
 * hiding a parent hides its replies when read, without touching their rows.
 * The author is an account (`user_id`) or, for a comment brought from a WordPress export,
 * nobody here: `user_id` is null and `imported_author_name` is the name the export gave
 * (an unclaimed author: shown by name, with no account, avatar or profile). Keeping the
 * imported name beside a nullable author rather than making placeholder users keeps them
 * out of everything that is about accounts (sign-in, exports, deletion).
 */
export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    siteId: siteId(),
    recipeId: recipeId(),
    /** Null only for an imported comment (see above). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The imported author's name as the export gave it (null when it gave none). */
    importedAuthorName: text("imported_author_name"),
    /** The comment's id in the WordPress export: what makes re-importing it a no-op. */
    wordpressCommentId: text("wordpress_comment_id"),
    parentId: text("parent_id").references((): AnySQLiteColumn => comments.id, {
      onDelete: "cascade",
    }),
    level: integer("level").$type<1 | 2>().notNull().default(1),
    content: richText("content").notNull(),
    hiddenAt: timestamp("hidden_at"),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * When its author last changed its words (null: never). Apart from `updated_at`, which
     * moves with moderation too: pages say "Edited" only for the author's own change.
     */
    editedAt: timestamp("edited_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_recipe_idx").on(t.recipeId, t.createdAt),
    index("comments_parent_idx").on(t.parentId),
    index("comments_user_idx").on(t.userId),
    index("comments_site_idx").on(t.siteId, t.createdAt),
    uniqueIndex("comments_site_wordpress_unique").on(t.siteId, t.wordpressCommentId),
    // Unqualified on purpose: drizzle-kit recreates tables under a temporary name.
    check("comments_level_check", sql`level in (1, 2)`),
    check("comments_author_check", sql`user_id is not null or wordpress_comment_id is not null`),
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
