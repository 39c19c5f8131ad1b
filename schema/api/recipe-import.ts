import { z } from "zod";
import { slug } from "./common";

/**
 * POST /api/v1/manage/recipe-parse (docs/spec/platform-and-kitchen.md §7, payload "recipe source"):
 * one of a page address, a saved page (with the address it came from, if known) or pasted text, and
 * optionally the site whose taxonomies the recipe's terms should map onto.
 */
export const IMPORT_LIMITS = {
  /** A saved page as a browser stores it; the fetcher stops at the same size. */
  htmlChars: 5_000_000,
  textChars: 100_000,
  /** A WordPress export of a few thousand posts. */
  wxrChars: 30_000_000,
} as const;

const pageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => URL.canParse(value), "Enter the page's full address, with https://");

export const recipeParseBody = z.union([
  z.strictObject({ url: pageUrl, siteSlug: slug.optional() }),
  z.strictObject({
    html: z.string().min(1).max(IMPORT_LIMITS.htmlChars),
    url: pageUrl.optional(),
    siteSlug: slug.optional(),
  }),
  z.strictObject({
    text: z.string().trim().min(1).max(IMPORT_LIMITS.textChars),
    siteSlug: slug.optional(),
  }),
]);
export type RecipeParseBody = z.infer<typeof recipeParseBody>;

/* The answer shapes are zod schemas in ./answers/recipe-import.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  ImportDraftResponse,
  ImportWarning,
  RecipeDraft,
  RecipeParseResponse,
  WordpressImportView,
} from "./answers/recipe-import";

/**
 * POST manage/{siteSlug}/recipe-imports ("Create draft"): the draft as the creator checked
 * it. The recipe fields are checked by the recipe write shape; the pictures are copied from
 * their addresses into the site's media.
 */
export const importDraftBody = z.object({
  draft: z.looseObject({
    imageUrls: z
      .array(z.url({ protocol: /^https?$/ }).max(2048))
      .max(50)
      .default([]),
  }),
});
export type ImportDraftBody = z.infer<typeof importDraftBody>;

/** POST manage/{siteSlug}/wordpress-imports: a WordPress export (WXR) to import as drafts. */
export const wordpressImportBody = z.object({
  xml: z.string().min(1).max(IMPORT_LIMITS.wxrChars),
  fileName: z.string().trim().max(255).nullable().optional(),
});

export const wordpressImportParam = z.object({ siteSlug: slug, importId: z.uuid() });
