import { z } from "zod";
import { slug } from "./common";
import { linkUrl, optionalText } from "./manage-fields";

/**
 * The kitchen's contributors: the people a site credits on its recipes
 * (docs/spec/visitor-experience.md §2: a Contributors page of name, bio and image), with links to
 * their own pages.
 */

export const CONTRIBUTOR_LIMITS = { name: 100, bio: 500, links: 5 } as const;

export const contributorBody = z.object({
  name: z.string().trim().min(1, "Give their name").max(CONTRIBUTOR_LIMITS.name),
  bio: optionalText(CONTRIBUTOR_LIMITS.bio).describe("A short bio, plain text"),
  imageId: z.uuid().nullable().optional().describe("Their photo"),
  links: z
    .array(linkUrl)
    .max(CONTRIBUTOR_LIMITS.links)
    .optional()
    .describe("Their website or profiles, in order"),
});

export type ContributorBody = z.infer<typeof contributorBody>;
export type ContributorBodyInput = z.input<typeof contributorBody>;

export const contributorParam = z.object({ siteSlug: slug, contributorId: z.uuid() });

export type {
  ManageContributor,
  ManageContributorListResponse,
  ManageContributorResponse,
} from "./answers/manage-contributors";
