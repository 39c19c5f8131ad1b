import type { RecipeCard, RecipeDetail } from "../../../../schema/api/public-read";
import type { UnitPreferences } from "./preferences";

/** What the recipe page's loader (recipe-page.server.ts) gives the page. */
export type RecipePageData = {
  /** As the API sent it, minus the raw legacy HTML (only its sanitized form goes out). */
  recipe: RecipeDetail;
  moreRecipes: RecipeCard[];
  legacyHtml: string | null;
  /** The units the page renders in: the visitor's cookie, else the site's defaults. */
  preferences: UnitPreferences;
  /** Canonical, absolute. */
  pageUrl: string;
  origin: string;
  /** The 800×600 social image, absolute. */
  shareImageUrl: string | null;
  description: string;
  /** schema.org Recipe, already escaped for a script element. */
  jsonLd: string;
  /** Drafts and previews are for the creator, not for search engines. */
  noindex: boolean;
};
