/**
 * The self-hosted font files the build ships (web/build-plugins/font-catalogue.ts makes
 * this from the @fontsource packages) and what a page needs to use them.
 */

/** One woff2 file: one weight of a family, upright, latin subset. */
export type FontFile = { weight: number; url: string; bytes: number };

/**
 * A local system face scaled to a web font's metrics, so text laid out in it while the web
 * font downloads keeps its place when the web font swaps in.
 */
export type FallbackFace = {
  family: string;
  /** local() names, the metric-compatible Liberation and Croscore faces after the original. */
  local: string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
};

export type FontFamilyFiles = { files: FontFile[]; fallback: FallbackFace };

export type FontCatalogue = {
  /** The unicode-range of the latin subset, the only one shipped. */
  unicodeRange: string;
  families: Record<string, FontFamilyFiles>;
};

/** The name the fallback face of a family goes by in font-family lists. */
export const fallbackFamily = (family: string) => `${family} Fallback`;
