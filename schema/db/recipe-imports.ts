import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { recipes } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * A WordPress export being imported into a site: one row per upload, one item per recipe
 * found in it. Each item is a JOBS message of its own; its status is the kitchen's progress
 * list, and a redelivered message finds its item already done.
 */
export const wordpressImports = sqliteTable(
  "wordpress_imports",
  {
    id: id(),
    siteId: siteId(),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name"),
    createdAt: createdAt(),
  },
  (t) => [index("wordpress_imports_site_idx").on(t.siteId, t.createdAt)],
);

export const wordpressImportItems = sqliteTable(
  "wordpress_import_items",
  {
    importId: text("import_id")
      .notNull()
      .references(() => wordpressImports.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** The post's address: how an import recognises a recipe it brought in before. */
    sourceUrl: text("source_url").notNull(),
    /** The recipe as read from the export (worker/services/import/source-recipe.ts). */
    source: text("source", { mode: "json" }).notNull(),
    status: text("status", { enum: ["queued", "created", "skipped", "failed"] })
      .notNull()
      .default("queued"),
    recipeId: text("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    message: text("message"),
    /**
     * The comments of the recipe's post in the export (worker/services/import/wxr-comments.ts),
     * null when it has none; they come across once the item has its recipe.
     */
    comments: text("comments", { mode: "json" }),
    /** How many of them (and of their ratings) this import added; null until it has run. */
    commentsImported: integer("comments_imported"),
    ratingsImported: integer("ratings_imported"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
);
