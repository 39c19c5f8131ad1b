import type { RecipeCard, RecipeDetail } from "@schema/api/public-read";
import type { ServingMultiplier } from "../recipe/servings";
import type { UnitPreferences } from "./preferences";

/** What the recipe page's loader (recipe-page.server.ts) gives the page. */
export type RecipePageData = {
  /**
   * As the API sent it, minus the raw legacy HTML (only its sanitized form goes out) and the
   * nutrition figures (only their rendered label goes out).
   */
  recipe: RecipeDetail;
  moreRecipes: RecipeCard[];
  legacyHtml: string | null;
  /**
   * The units the page renders in: the address's choice (?units=, ?temperature=), else the
   * signed-in reader's saved choice, else the visitor's cookie, else the site's defaults.
   */
  preferences: UnitPreferences;
  /**
   * Signed in: the parts of the units the reader's account carries (they win over what this
   * browser stored, and a switch saves to the account). Null signed out.
   */
  accountPreferences: Partial<UnitPreferences> | null;
  /** The parts of `preferences` the address chose: they win over what the browser stored. */
  queryPreferences: Partial<UnitPreferences>;
  /**
   * The yield line ("Makes: 16 cookies") at each servings multiplier, worded on the server
   * (lib/recipe/serving-words.server.ts); null when the recipe states no yield.
   */
  yieldTexts: Record<ServingMultiplier, string> | null;
  /** The servings multiplier the page starts at (?scale=, else 1). */
  initialMultiplier: ServingMultiplier;
  /** Canonical, absolute. */
  pageUrl: string;
  origin: string;
  /** The 800×600 social image, absolute. */
  shareImageUrl: string | null;
  description: string;
  /**
   * schema.org Recipe, already escaped for a script element; DOCUMENT_MARKUP in a document's
   * data (the document carries it: lib/document-markup.ts).
   */
  jsonLd: string;
  /** Drafts and previews are for the creator, not for search engines. */
  noindex: boolean;
  /**
   * The nutrition label rendered on the server (nutrition-label.server.ts), its text escaped;
   * null when the page shows none; DOCUMENT_MARKUP in a document's data.
   */
  nutritionHtml: string | null;
};
