import { z } from "zod";
import { imageView, recipeCard, richText, videoView } from "./public-read";

/**
 * Answer shapes of the kitchen's collections. Only the worker loads these schemas (see
 * ./public-read.ts for why); ../manage-collections.ts re-exports the types.
 */

const recipeStatus = z.enum(["draft", "published"]);

/** A collection in the kitchen: its write shape, plus what the editor shows of it. */
export const manageCollection = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: richText.nullable(),
  imageId: z.uuid().nullable(),
  videoId: z.string().nullable(),
  recipeIds: z
    .array(z.uuid())
    .describe("The site's recipes in the order the collection shows them"),
  image: imageView.nullable(),
  video: videoView.nullable(),
  recipes: z
    .array(recipeCard.extend({ status: recipeStatus }))
    .describe("Cards of `recipeIds`, in order; drafts included (status tells)"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ManageCollection = z.infer<typeof manageCollection>;

export const manageCollectionResponse = z.object({ collection: manageCollection });
export type ManageCollectionResponse = z.infer<typeof manageCollectionResponse>;

export const manageCollectionListResponse = z.object({
  collections: z.array(
    manageCollection
      .omit({ recipes: true, recipeIds: true })
      .extend({ recipeCount: z.number().int().describe("Recipes in it, drafts included") }),
  ),
});
export type ManageCollectionListResponse = z.infer<typeof manageCollectionListResponse>;
