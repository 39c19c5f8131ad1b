import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
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
    /**
     * The saved recipe, by id and without a key: the recipe may live in another database
     * than the platform's, which keeps bookmarks (docs/decisions/0014-site-databases.md).
     * Deleting a recipe deletes its bookmarks (worker/services/recipes/status.ts).
     */
    recipeId: text("recipe_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("bookmarks_user_site_idx").on(t.userId, t.siteId, t.createdAt),
    index("bookmarks_recipe_idx").on(t.recipeId),
  ],
);

export type Bookmark = typeof bookmarks.$inferSelect;
