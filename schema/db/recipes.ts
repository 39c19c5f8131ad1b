import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, richText, timestamp, updatedAt } from "./columns";
import { images } from "./images";
import { siteId } from "./sites";
import type { ImageCrop } from "./users";

/** Whatever an import from another recipe tool carried; `content` is legacy HTML. */
export type LegacyRecipeData = { content?: string } & Record<string, unknown>;

/**
 * A recipe. Its parts (ingredient and instruction groups, equipment, images, filters,
 * contributors) are child tables in the recipe-*.ts files, all deleted with it.
 */
export const recipes = sqliteTable(
  "recipes",
  {
    id: id(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: richText("description"),
    storyExcerpt: text("story_excerpt"),
    storyMore: text("story_more"),
    /** The story read aloud: an R2 key, sites/{siteId}/audio/{uuid}.{ext} (media/story-audio.ts). */
    storyAudioKey: text("story_audio_key"),
    note: richText("note"),
    legacyRecipeData: text("legacy_recipe_data", { mode: "json" }).$type<LegacyRecipeData>(),
    privacySetting: text("privacy_setting", { enum: ["public", "subscribers_only"] })
      .notNull()
      .default("public"),
    prepTimeMinutes: integer("prep_time_minutes"),
    cookTimeMinutes: integer("cook_time_minutes"),
    customTimeLabel: text("custom_time_label"),
    customTimeMinutes: integer("custom_time_minutes"),
    /** Real, not integer: a recipe may make 1.5 loaves. */
    yieldServings: real("yield_servings"),
    servingDescription: text("serving_description"),
    difficultyLevel: text("difficulty_level", { enum: ["easy", "medium", "hard"] }),
    /** Id of a video on a video-sharing service (no table: see images.ts). */
    videoId: text("video_id"),
    keywords: text("keywords", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Null means draft. */
    publishedAt: timestamp("published_at"),
    /** The note given with the last publish, used by the newsletter about this recipe. */
    newsletterNote: text("newsletter_note"),
    // Plain-text copies kept by the service layer on every write; the recipe_search FTS5
    // table (migrations/0001_recipe_search.sql) indexes them through triggers, which a
    // migration that recreates this table must recreate (see that file).
    searchDescription: text("search_description").notNull().default(""),
    searchIngredients: text("search_ingredients").notNull().default(""),
    searchKeywords: text("search_keywords").notNull().default(""),
    /**
     * Where a recipe is searchable: one token for its site and whether it is published
     * ("s<site id without dashes>published", or "…draft"), which recipe_search indexes so
     * a visitor's search is narrowed to one site's published recipes inside FTS5 without
     * touching this table (migrations/0002 and 0003). One token to query, not two: every
     * phrase of a query costs bm25 a pass over its whole doclist, the site's size here.
     * The state again as a second word keeps each row at the two scope tokens it had, so
     * bm25's length normalisation, and with it every relevance score, is unchanged.
     */
    searchScope: text("search_scope").generatedAlwaysAs(
      sql`'s' || replace(site_id, '-', '') || case when published_at is null then 'draft draft' else 'published published' end`,
      { mode: "virtual" },
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("recipes_site_slug_unique").on(t.siteId, t.slug),
    // Newest first with the id as tie-break, as the recipe index lists them: a search in
    // that order walks this index and stops at the page's end (migrations/0003).
    index("recipes_site_newest_idx").on(t.siteId, sql`${t.publishedAt} desc`, t.id),
    index("recipes_site_updated_idx").on(t.siteId, t.updatedAt),
    // Only the published subscriber-only recipes: "does this site lock any?" (the public
    // site view's upgrade pitch, services/sites/view.ts) reads one entry, whatever the size
    // of the site's public catalogue. The access is a column too, so SQLite's planner,
    // equal on both, prefers it to the newest-first index, which also holds published rows.
    index("recipes_site_locked_idx")
      .on(t.siteId, t.privacySetting)
      .where(sql`${t.privacySetting} = 'subscribers_only' and ${t.publishedAt} is not null`),
    // An import's source address: a re-import finds its draft, and the address, once the
    // creator's old domain points here, leads to the recipe (services/sites/moved-address.ts).
    index("recipes_site_imported_from_idx").on(t.siteId, importedFromOf(t.legacyRecipeData)),
  ],
);

/**
 * The address an import read the recipe from, kept in its legacy data. One expression for the
 * index and every query, so SQLite uses the index.
 */
export function importedFromOf(column: AnySQLiteColumn) {
  return sql<string | null>`json_extract(${column}, '$.importedFrom')`;
}

/** A recipe's pictures in order; the first is the cover. */
export const recipeImages = sqliteTable(
  "recipe_images",
  {
    recipeId: recipeId(),
    imageId: text("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    crop: text("crop", { mode: "json" }).$type<ImageCrop>(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.imageId] }),
    index("recipe_images_recipe_position_idx").on(t.recipeId, t.position),
    index("recipe_images_image_idx").on(t.imageId),
  ],
);

/** The recipe a child row belongs to; it goes with the recipe. Hoisted for import cycles. */
export function recipeId() {
  return text("recipe_id")
    .notNull()
    .references((): AnySQLiteColumn => recipes.id, { onDelete: "cascade" });
}

export type Recipe = typeof recipes.$inferSelect;
export type NewRecipe = typeof recipes.$inferInsert;
export type RecipeImage = typeof recipeImages.$inferSelect;
