import type { CollectionCard, CollectionResponse } from "@schema/api/public-read";
import { collectionRecipeCounts } from "@schema/db/collection-recipe-counts";
import { type Collection, collectionRecipes, collections } from "@schema/db/collections";
import { type Image, images } from "@schema/db/images";
import { recipes } from "@schema/db/recipes";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { imageView } from "../media/image-view";
import { cardColumns, cardExtras, publishedOn, cardOf as recipeCardOf } from "../recipes/cards";

/**
 * Published recipes of the collection's own site in it: a collection row pointing at
 * another site's recipe (which no writer should make) still never counts or shows it. Kept
 * by triggers (schema/db/collection-recipe-counts.ts): one row a collection, however long
 * its list.
 */
const publishedRecipeCount = sql<number>`coalesce((select ${collectionRecipeCounts.published}
  from ${collectionRecipeCounts}
  where ${collectionRecipeCounts.collectionId} = ${collections.id}), 0)`;

const cardOf = (row: { collection: Collection; image: Image | null; recipeCount: number }) => ({
  id: row.collection.id,
  slug: row.collection.slug,
  title: row.collection.title,
  description: row.collection.description,
  image: imageView(row.image),
  video: row.collection.videoId ? { id: row.collection.videoId } : null,
  recipeCount: row.recipeCount,
});

const collectionRows = (db: Db) =>
  db
    .select({ collection: collections, image: images, recipeCount: publishedRecipeCount })
    .from(collections)
    .leftJoin(images, eq(images.id, collections.imageId));

/** GET site/{siteSlug}/collections: newest first, each with its real recipe count. */
export async function collectionCards(db: Db, siteId: string): Promise<CollectionCard[]> {
  const rows = await collectionRows(db)
    .where(eq(collections.siteId, siteId))
    .orderBy(desc(collections.createdAt), asc(collections.title));
  return rows.map(cardOf);
}

/** GET site/{siteSlug}/collections/{collectionSlug}: its published recipes in its order. */
export async function collectionWithRecipes(
  db: Db,
  siteId: string,
  slug: string,
): Promise<CollectionResponse["collection"] | null> {
  const [row] = await collectionRows(db)
    .where(and(eq(collections.siteId, siteId), eq(collections.slug, slug)))
    .limit(1);
  if (!row) return null;
  // Each row brings its card's cover and terms: no round trip more for the cards.
  const recipeRows = await db
    .select({ ...cardColumns, ...cardExtras })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .where(and(eq(collectionRecipes.collectionId, row.collection.id), publishedOn(siteId)))
    .orderBy(asc(collectionRecipes.position));
  return { ...cardOf(row), recipes: recipeRows.map(recipeCardOf) };
}
