import { z } from "zod";
import { imageView } from "./public-read";

/**
 * GET site/{siteSlug}/contributors: the people a site credits on its published recipes, for
 * its Contributors page (the recipe page's "With …" names link there).
 */
export const siteContributor = z.object({
  id: z.uuid(),
  name: z.string(),
  bio: z.string().nullable(),
  image: imageView.nullable(),
  links: z.array(z.string()).describe("Their own pages"),
  recipes: z
    .array(
      z.object({
        slug: z.string(),
        title: z.string(),
        subscribersOnly: z.boolean(),
      }),
    )
    .describe("The published recipes that credit them, newest first"),
});
export type SiteContributor = z.infer<typeof siteContributor>;

export const siteContributorsResponse = z.object({
  contributors: z
    .array(siteContributor)
    .describe("Those credited on a published recipe, in the site's order, then by name"),
});
export type SiteContributorsResponse = z.infer<typeof siteContributorsResponse>;
