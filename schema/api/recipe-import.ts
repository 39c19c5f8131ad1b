import { z } from "zod";
import { slug } from "./common";
import type { RecipeBodyInput } from "./manage-recipes";

/**
 * POST /api/v1/manage/recipe-parse (platform spec §7, payload "recipe source"): one of a page
 * address, a saved page (with the address it came from, if known) or pasted text, and
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

/** The recipe write shape, with the images still at their addresses (nothing is stored). */
export type RecipeDraft = Omit<RecipeBodyInput, "images"> & { imageUrls: string[] };

export type ImportWarning = {
  message: string;
  /** The ingredient line (usage id) the warning is about, when it is about one. */
  lineId?: string;
};

export type RecipeParseResponse = {
  draft: RecipeDraft;
  /** Each ingredient line as the source wrote it, by usage id, for the preview. */
  lines: { id: string; text: string }[];
  /** Each step as the source wrote it, by instruction id. */
  steps: { id: string; text: string }[];
  /** Terms no taxonomy of the site names (all of them when no siteSlug was given). */
  terms: { categories: string[]; cuisines: string[]; diets: string[] };
  /** Equipment named by the recipe that the catalogue does not have. */
  equipment: string[];
  warnings: ImportWarning[];
  sourceUrl: string | null;
};

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

export type ImportDraftResponse = {
  recipe: { id: string; slug: string };
  /** False when a recipe imported from the same address already existed. */
  created: boolean;
  warnings: ImportWarning[];
};

/** POST manage/{siteSlug}/wordpress-imports: a WordPress export (WXR) to import as drafts. */
export const wordpressImportBody = z.object({
  xml: z.string().min(1).max(IMPORT_LIMITS.wxrChars),
  fileName: z.string().trim().max(255).nullable().optional(),
});

export const wordpressImportParam = z.object({ siteSlug: slug, importId: z.uuid() });

/** POST and GET manage/{siteSlug}/wordpress-imports[/{importId}]: the import's progress. */
export type WordpressImportView = {
  id: string;
  fileName: string | null;
  createdAt: string;
  /** Every recipe has been created, skipped or has failed. */
  done: boolean;
  items: {
    position: number;
    title: string;
    sourceUrl: string;
    status: "queued" | "created" | "skipped" | "failed";
    recipeId: string | null;
    message: string | null;
  }[];
};
