import { z } from "zod";
import { slug } from "./common";
import { idList, optionalRichText, videoId } from "./manage-fields";

/** A collection holds at most this many recipes: far beyond any hand-picked list. */
export const MAX_COLLECTION_RECIPES = 500;

const fields = {
  title: z.string().trim().min(1).max(200),
  slug,
  description: optionalRichText,
  imageId: z.uuid().nullable().optional(),
  videoId: videoId.nullable().optional(),
  /** The site's recipes in the order the collection shows them (drafts allowed). */
  recipeIds: idList(MAX_COLLECTION_RECIPES).optional(),
};

/** POST manage/{siteSlug}/collections: title and slug required. */
export const createCollectionBody = z.object(fields);

/** PUT manage/{siteSlug}/collections/{collectionId}: every field optional; absent means unchanged. */
export const updateCollectionBody = z.object({
  ...fields,
  title: fields.title.optional(),
  slug: fields.slug.optional(),
});

export type CreateCollectionBody = z.infer<typeof createCollectionBody>;
export type UpdateCollectionBody = z.infer<typeof updateCollectionBody>;

export const collectionParam = z.object({ siteSlug: slug, collectionId: z.uuid() });

/* The answer shapes (ManageCollection, ManageCollectionResponse, ManageCollectionListResponse)
   are zod schemas in ./answers/manage-collections.ts, the OpenAPI document's; their types are
   re-exported here. */
export type {
  ManageCollection,
  ManageCollectionListResponse,
  ManageCollectionResponse,
} from "./answers/manage-collections";
