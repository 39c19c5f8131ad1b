import { z } from "zod";
import { manageRecipe } from "./manage-recipes";

/** Only the worker loads these schemas (see ./public-read.ts); ../recipe-revisions.ts re-exports the types. */

/**
 * A recipe as one of its versions held it: the editor's write shape without what the server
 * owns (status, dates, schedule). Sent back as the
 * body of PUT manage/{siteSlug}/recipes/{recipeId}, it restores that version.
 */
export const recipeVersion = manageRecipe
  .omit({
    id: true,
    status: true,
    publishedAt: true,
    schedule: true,
    newsletterNote: true,
    createdAt: true,
    updatedAt: true,
  })
  .describe("The recipe's write shape as this version held it; PUT it back to restore it");
export type RecipeVersion = z.infer<typeof recipeVersion>;

/** What made a version (worker/services/recipes/revisions.ts). */
export const RECIPE_REVISION_KINDS = [
  "earlier",
  "created",
  "saved",
  "published",
  "restored",
] as const;

export const recipeRevisionKind = z
  .enum(RECIPE_REVISION_KINDS)
  .describe(
    "earlier: the recipe as it stood before its history began; restored: a save that said an older version again; created, saved, published: what made it",
  );

export const recipeRevisionSummary = z.object({
  id: z.uuid(),
  kind: recipeRevisionKind,
  title: z.string().describe("The recipe's title in this version"),
  createdAt: z.iso.datetime().describe("The first save this version holds"),
  savedAt: z.iso.datetime().describe("The last save this version holds"),
  savedBy: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .describe("Who saved it; null for an earlier version or an account since deleted"),
  restoredFrom: z
    .uuid()
    .nullable()
    .describe("For a restored version: the version it said again (it may have been let go since)"),
});
export type RecipeRevisionSummary = z.infer<typeof recipeRevisionSummary>;

/** GET manage/{siteSlug}/recipes/{recipeId}/revisions, newest first. */
export const recipeRevisionsResponse = z.object({ revisions: z.array(recipeRevisionSummary) });
export type RecipeRevisionsResponse = z.infer<typeof recipeRevisionsResponse>;

/** GET manage/{siteSlug}/recipes/{recipeId}/revisions/{revisionId} */
export const recipeRevisionResponse = z.object({
  revision: recipeRevisionSummary.extend({ recipe: recipeVersion }),
});
export type RecipeRevisionResponse = z.infer<typeof recipeRevisionResponse>;
