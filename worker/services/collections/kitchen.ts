import type {
  CreateCollectionBody,
  ManageCollection,
  ManageCollectionListResponse,
  UpdateCollectionBody,
} from "@schema/api/manage-collections";
import { type Collection, collectionRecipes, collections } from "@schema/db/collections";
import { images } from "@schema/db/images";
import { recipes } from "@schema/db/recipes";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../env";
import { ApiError, notFound } from "../../errors";
import { isUniqueViolation } from "../../lib/constraint-errors";
import { insertChunks } from "../../lib/d1-batches";
import type { SiteDbs } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { imageView } from "../media/image-view";
import { cardColumns, recipeCards } from "../recipes/cards";
import { References } from "../recipes/references";
import { changeWithNewVersion } from "../sites/content-version";
import { collectionSlugStatements, newCollectionSlugStatement } from "../sites/former-slugs";
import type { Site } from "../sites/lookup";

/** The kitchen's collections: hand-picked, ordered lists of the site's recipes. */

export async function getSiteCollection(db: Db, siteId: string, id: string): Promise<Collection> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound("Collection");
  return row;
}

export async function manageCollection(
  db: Db,
  siteId: string,
  id: string,
): Promise<ManageCollection> {
  const collection = await getSiteCollection(db, siteId, id);
  const [links, imageRows] = await db.batch([
    db
      .select({ ...cardColumns, position: collectionRecipes.position })
      .from(collectionRecipes)
      .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
      .where(eq(collectionRecipes.collectionId, id))
      .orderBy(asc(collectionRecipes.position)),
    db
      .select()
      .from(images)
      .where(eq(images.id, collection.imageId ?? "")),
  ]);
  const cards = await recipeCards(db, links);
  return {
    id: collection.id,
    slug: collection.slug,
    title: collection.title,
    description: collection.description,
    imageId: collection.imageId,
    videoId: collection.videoId,
    recipeIds: links.map((link) => link.id),
    image: imageView(imageRows[0]),
    video: collection.videoId ? { id: collection.videoId } : null,
    recipes: cards.map((card) => ({ ...card, status: card.publishedAt ? "published" : "draft" })),
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  };
}

export async function listManageCollections(
  db: Db,
  siteId: string,
): Promise<ManageCollectionListResponse> {
  const rows = await db
    .select({ collection: collections, recipeCount: count(collectionRecipes.recipeId) })
    .from(collections)
    .leftJoin(collectionRecipes, eq(collectionRecipes.collectionId, collections.id))
    .where(eq(collections.siteId, siteId))
    .groupBy(collections.id)
    .orderBy(desc(collections.updatedAt), asc(collections.id));
  const imageIds = rows.flatMap(({ collection }) =>
    collection.imageId ? [collection.imageId] : [],
  );
  const imageRows = imageIds.length
    ? await db.select().from(images).where(inIdList(images.id, imageIds))
    : [];
  return {
    collections: rows.map(({ collection, recipeCount }) => ({
      id: collection.id,
      slug: collection.slug,
      title: collection.title,
      description: collection.description,
      imageId: collection.imageId,
      videoId: collection.videoId,
      image: imageView(imageRows.find((row) => row.id === collection.imageId)),
      video: collection.videoId ? { id: collection.videoId } : null,
      recipeCount,
      createdAt: collection.createdAt.toISOString(),
      updatedAt: collection.updatedAt.toISOString(),
    })),
  };
}

/** The image and recipes a body names must be this site's: 400 with the path otherwise. */
async function checkCollectionBody(db: Db, siteId: string, body: UpdateCollectionBody) {
  const refs = new References();
  refs.add("image", body.imageId, "imageId");
  body.recipeIds?.forEach((id, index) => {
    refs.add("recipe", id, `recipeIds.${index}`);
  });
  const { issues } = await refs.check(db, siteId);
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
}

const slugTaken = () =>
  new ApiError("conflict", "That slug is taken", [
    { path: "slug", message: "Another collection on this site uses this slug" },
  ]);

/** A collection's change with the site's content version moved (content-version.ts). */
async function runCollectionBatch(
  dbs: SiteDbs,
  siteId: string,
  statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
) {
  try {
    await changeWithNewVersion(dbs, siteId, statements);
  } catch (error) {
    if (isUniqueViolation(error, "collections.site_id, collections.slug")) throw slugTaken();
    throw error;
  }
}

const linkRows = (collectionId: string, recipeIds: string[]) =>
  recipeIds.map((recipeId, position) => ({ collectionId, recipeId, position }));

export async function createCollection(dbs: SiteDbs, site: Site, body: CreateCollectionBody) {
  const db = dbs.site;
  await checkCollectionBody(db, site.id, body);
  const id = crypto.randomUUID();
  await runCollectionBatch(dbs, site.id, [
    db.insert(collections).values({
      id,
      siteId: site.id,
      slug: body.slug,
      title: body.title,
      description: body.description ?? null,
      imageId: body.imageId ?? null,
      videoId: body.videoId ?? null,
    }),
    newCollectionSlugStatement(db, site.id, body.slug),
    ...insertChunks(db, collectionRecipes, linkRows(id, body.recipeIds ?? [])),
  ]);
  return id;
}

/** Absent fields stay as they are; recipeIds, when given, replaces the list and its order. */
export async function updateCollection(
  dbs: SiteDbs,
  site: Site,
  collection: Collection,
  body: UpdateCollectionBody,
) {
  const db = dbs.site;
  await checkCollectionBody(db, site.id, body);
  const { recipeIds, ...fields } = body;
  const relinks: BatchItem<"sqlite">[] = recipeIds
    ? [
        db.delete(collectionRecipes).where(eq(collectionRecipes.collectionId, collection.id)),
        ...insertChunks(db, collectionRecipes, linkRows(collection.id, recipeIds)),
      ]
    : [];
  // Its old address keeps leading to it (sites/former-slugs.ts).
  const moves = body.slug
    ? collectionSlugStatements(db, collection.id, {
        siteId: site.id,
        from: collection.slug,
        to: body.slug,
      })
    : [];
  await runCollectionBatch(dbs, site.id, [
    // Written even when only the list changed, so updatedAt tells the kitchen what moved.
    db
      .update(collections)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(collections.id, collection.id), eq(collections.siteId, site.id))),
    ...moves,
    ...relinks,
  ]);
}

export async function deleteCollection(dbs: SiteDbs, site: Site, collection: Collection) {
  const db = dbs.site;
  await changeWithNewVersion(dbs, site.id, [
    db
      .delete(collections)
      .where(and(eq(collections.id, collection.id), eq(collections.siteId, site.id))),
  ]);
}
