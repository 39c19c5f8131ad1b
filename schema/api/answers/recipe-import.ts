import { z } from "zod";
import { recipeBody } from "../manage-recipes";

/**
 * Answer shapes of recipe import. Only the worker loads these schemas (see ./public-read.ts
 * for why); ../recipe-import.ts re-exports the types.
 */

/**
 * The recipe write shape, with the images still at their addresses (nothing is stored).
 * Built from the write shape's fields (its cross-field checks are the save's business).
 */
export const recipeDraft = z
  .object(recipeBody.shape)
  .omit({ images: true })
  .extend({
    imageUrls: z.array(z.string()).describe("The recipe's pictures, still at their addresses"),
  })
  .describe("The recipe write shape (POST manage/{siteSlug}/recipes), with picture addresses");
export type RecipeDraft = z.input<typeof recipeDraft>;

export const importWarning = z.object({
  message: z.string(),
  lineId: z
    .uuid()
    .optional()
    .describe("The ingredient line (usage id) the warning is about, when it is about one"),
});
export type ImportWarning = z.infer<typeof importWarning>;

export const recipeParseResponse = z.object({
  draft: recipeDraft,
  lines: z
    .array(z.object({ id: z.uuid(), text: z.string() }))
    .describe("Each ingredient line as the source wrote it, by usage id, for the preview"),
  steps: z
    .array(z.object({ id: z.uuid(), text: z.string() }))
    .describe("Each step as the source wrote it, by instruction id"),
  terms: z
    .object({
      categories: z.array(z.string()),
      cuisines: z.array(z.string()),
      diets: z.array(z.string()),
    })
    .describe("Terms no taxonomy of the site names (all of them when no siteSlug was given)"),
  equipment: z
    .array(z.string())
    .describe("Equipment named by the recipe that the catalogue does not have"),
  warnings: z.array(importWarning),
  sourceUrl: z.string().nullable(),
});
export type RecipeParseResponse = z.input<typeof recipeParseResponse>;

export const importDraftResponse = z.object({
  recipe: z.object({ id: z.uuid(), slug: z.string() }),
  created: z
    .boolean()
    .describe("false when a recipe imported from the same address already existed"),
  warnings: z.array(importWarning),
});
export type ImportDraftResponse = z.infer<typeof importDraftResponse>;

/** POST and GET manage/{siteSlug}/wordpress-imports[/{importId}]: the import's progress. */
export const wordpressImportView = z.object({
  id: z.uuid(),
  fileName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  done: z
    .boolean()
    .describe(
      "Every recipe has been created, skipped or has failed, and every recipe's comments have come across",
    ),
  comments: z
    .number()
    .int()
    .describe(
      "Comments of the recipes' posts this import added, by imported authors (approved ones; not pingbacks or trackbacks)",
    ),
  ratings: z.number().int().describe("WP Recipe Maker ratings of those comments this import added"),
  items: z
    .array(
      z.object({
        position: z.number().int(),
        title: z.string(),
        sourceUrl: z.string(),
        status: z.enum(["queued", "created", "skipped", "failed"]),
        recipeId: z.uuid().nullable(),
        message: z.string().nullable(),
        comments: z.number().int().describe("This recipe's comments the import added"),
        ratings: z.number().int().describe("This recipe's ratings the import added"),
      }),
    )
    .describe("One per recipe of the export, in its order"),
});
export type WordpressImportView = z.infer<typeof wordpressImportView>;
export const wordpressImportResponse = z.object({ import: wordpressImportView });
