import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { recipeId } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * A recipe a person saved. site_id is repeated from the recipe so "my bookmarks on this
 * site" (siteUserData.bookmarks) is one indexed lookup.
 */
export const bookmarks = sqliteTable(
  "bookmarks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteId(),
    recipeId: recipeId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("bookmarks_user_site_idx").on(t.userId, t.siteId, t.createdAt),
    index("bookmarks_recipe_idx").on(t.recipeId),
  ],
);

export type Bookmark = typeof bookmarks.$inferSelect;
