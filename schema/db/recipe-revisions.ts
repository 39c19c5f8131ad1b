import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { RECIPE_REVISION_KINDS, type RecipeVersion } from "../api/answers/recipe-revisions";
import { createdAt, id, timestamp } from "./columns";
import { recipes } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * A version of a recipe as the kitchen saved it: its whole write shape, so the editor can
 * show it and load it back (worker/services/recipes/revisions.ts). A run of saves by one
 * person (a draft autosaves every few seconds) stays one version for a while; the newest
 * RECIPE_REVISIONS_KEPT per recipe are kept.
 */
export const recipeRevisions = sqliteTable(
  "recipe_revisions",
  {
    id: id(),
    siteId: siteId(),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    /**
     * What made it: `earlier` is the recipe as it stood before its history began (made by
     * an import, the seed, or before versions were kept), read just before its next save;
     * `restored`, a save that made the recipe say what an older version said.
     */
    kind: text("kind", { enum: RECIPE_REVISION_KINDS }).notNull(),
    content: text("content", { mode: "json" }).$type<RecipeVersion>().notNull(),
    /** SHA-256 of `content`'s JSON: a save equal to an older version is a restore of it. */
    contentHash: text("content_hash").notNull(),
    /** The version a `restored` one said again (a plain id: that one may be let go since). */
    restoredFrom: text("restored_from"),
    savedBy: text("saved_by").references(() => users.id, { onDelete: "set null" }),
    /** When the version began; a later save by the same person folds into it until… */
    createdAt: createdAt(),
    /** …the last save it holds. */
    savedAt: timestamp("saved_at").notNull(),
  },
  (t) => [
    index("recipe_revisions_recipe_idx").on(t.recipeId, t.savedAt),
    index("recipe_revisions_hash_idx").on(t.recipeId, t.contentHash),
  ],
);

export type RecipeRevision = typeof recipeRevisions.$inferSelect;
