import { z } from "zod";
import { imageView } from "./public-read";

/** Answer shapes of the kitchen's contributors; ../manage-contributors.ts re-exports the types. */

export const manageContributor = z.object({
  id: z.uuid(),
  name: z.string(),
  bio: z.string().nullable(),
  imageId: z.uuid().nullable(),
  image: imageView.nullable(),
  links: z.array(z.string()),
  recipeCount: z.number().int().describe("Recipes that credit them, drafts included"),
});
export type ManageContributor = z.infer<typeof manageContributor>;

export const manageContributorResponse = z.object({ contributor: manageContributor });
export type ManageContributorResponse = z.infer<typeof manageContributorResponse>;

export const manageContributorListResponse = z.object({
  contributors: z.array(manageContributor).describe("In the site's order, then by name"),
});
export type ManageContributorListResponse = z.infer<typeof manageContributorListResponse>;
