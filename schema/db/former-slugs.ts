import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { collections } from "./collections";
import { createdAt } from "./columns";
import { recipeId } from "./recipes";
import { siteId } from "./sites";

/**
 * Addresses that moved. A link once shared (a pin, a search result, a sent newsletter) keeps
 * leading to its page after the creator renames it: the old slug answers with a permanent
 * redirect to the new one (worker/services/sites/former-slugs.ts). A live page that takes an
 * old slug wins it, and its row goes.
 */

/** A published recipe's earlier slugs on its site. */
export const formerRecipeSlugs = sqliteTable(
  "former_recipe_slugs",
  {
    siteId: siteId(),
    slug: text("slug").notNull(),
    recipeId: recipeId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.slug] }),
    // The recipe's deletion cascades here.
    index("former_recipe_slugs_recipe_idx").on(t.recipeId),
  ],
);

/** A collection's earlier slugs on its site (collections are public from the start). */
export const formerCollectionSlugs = sqliteTable(
  "former_collection_slugs",
  {
    siteId: siteId(),
    slug: text("slug").notNull(),
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.slug] }),
    index("former_collection_slugs_collection_idx").on(t.collectionId),
  ],
);

/**
 * A site's earlier subdomains. Unlike a page's slug, an old site address stays its site's:
 * another site taking it would receive the first site's readers.
 */
export const formerSiteSlugs = sqliteTable(
  "former_site_slugs",
  {
    slug: text("slug").primaryKey(),
    siteId: siteId(),
    createdAt: createdAt(),
  },
  (t) => [index("former_site_slugs_site_idx").on(t.siteId)],
);
