import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, richText, updatedAt } from "./columns";
import { imageRef } from "./images";
import { recipeId } from "./recipes";
import { siteId } from "./sites";

/** A hand-picked, ordered list of a site's recipes. */
export const collections = sqliteTable(
  "collections",
  {
    id: id(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: richText("description"),
    imageId: imageRef("image_id"),
    videoId: text("video_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("collections_site_slug_unique").on(t.siteId, t.slug)],
);

export const collectionRecipes = sqliteTable(
  "collection_recipes",
  {
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    recipeId: recipeId(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.recipeId] }),
    index("collection_recipes_collection_idx").on(t.collectionId, t.position),
    index("collection_recipes_recipe_idx").on(t.recipeId),
  ],
);

export type Collection = typeof collections.$inferSelect;
export type CollectionRecipe = typeof collectionRecipes.$inferSelect;
