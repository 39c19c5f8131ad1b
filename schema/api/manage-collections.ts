import { z } from "zod";
import type { RichText } from "../content/rich-text";
import { slug } from "./common";
import { idList, optionalRichText, videoId } from "./manage-fields";
import type { ImageView, RecipeCard, VideoView } from "./public-read";

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

/** A collection in the kitchen: its write shape, plus what the editor shows of it. */
export type ManageCollection = {
  id: string;
  slug: string;
  title: string;
  description: RichText | null;
  imageId: string | null;
  videoId: string | null;
  recipeIds: string[];
  image: ImageView | null;
  video: VideoView | null;
  /** Cards of `recipeIds`, in order; drafts included (status tells). */
  recipes: (RecipeCard & { status: "draft" | "published" })[];
  createdAt: string;
  updatedAt: string;
};

export type ManageCollectionResponse = { collection: ManageCollection };

export type ManageCollectionListResponse = {
  collections: (Omit<ManageCollection, "recipes" | "recipeIds"> & { recipeCount: number })[];
};
