import { z } from "zod";
import { slug } from "./common";

/**
 * POST /api/v1/manage/recipe-parse (docs/spec/platform-and-kitchen.md §7, payload "recipe source"):
 * one of a page address, a saved page (with the address it came from, if known) or pasted text, and
 * optionally the site whose taxonomies the recipe's terms should map onto (an API token must name
 * it: a token acts on its sites, not across the account).
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

const siteSlug = slug
  .optional()
  .describe(
    "The site whose taxonomies the recipe's terms map onto. An API token must name one of its sites",
  );

/** The three sources, as the document lists them (anyOf) and the route reads them. */
const recipeSources = z.union([
  z.strictObject({ url: pageUrl, siteSlug }),
  z.strictObject({
    html: z.string().min(1, "Give the saved page's HTML").max(IMPORT_LIMITS.htmlChars),
    url: pageUrl.optional(),
    siteSlug,
  }),
  z.strictObject({
    text: z.string().trim().min(1, "Give the recipe's text").max(IMPORT_LIMITS.textChars),
    siteSlug,
  }),
]);

export const RECIPE_SOURCE_MESSAGES = {
  none: "Give url, html or text",
  textAlone: "Give text alone, without url or html",
} as const;

const SOURCE_FIELDS = ["url", "html", "text"] as const;

/**
 * Which source a body gives, checked before its shape: a body with none, or with text beside
 * another, matches none of the three, and the union alone would answer one issue on no field
 * ("Invalid input"). A preprocess, not a refinement, so the document still lists the three.
 */
export const recipeParseBody = z.preprocess((body: z.input<typeof recipeSources>, ctx) => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    ctx.addIssue({ code: "custom", message: "Send a JSON object" });
    return body;
  }
  const fields = body as Partial<Record<(typeof SOURCE_FIELDS)[number], unknown>>;
  const given = SOURCE_FIELDS.filter((field) => fields[field] !== undefined);
  if (given.length === 0) {
    ctx.addIssue({ code: "custom", path: ["url"], message: RECIPE_SOURCE_MESSAGES.none });
  } else if (given.includes("text") && given.length > 1) {
    ctx.addIssue({ code: "custom", path: ["text"], message: RECIPE_SOURCE_MESSAGES.textAlone });
  }
  return body;
}, recipeSources);

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
