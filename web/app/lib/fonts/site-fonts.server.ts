import { fontCatalogue } from "virtual:self-hosted-fonts";
import type { TypeTheme } from "@schema/api/public-site";
import { catalogueFontsCss, type PageFonts, pageFonts } from "./font-face-css";

/** The self-hosted fonts a site's type theme uses, for the root loader. */
export function siteFonts(type: TypeTheme | null | undefined): PageFonts | null {
  return pageFonts(fontCatalogue, type ?? null);
}

/** Every shipped family's @font-face rules (/theme-fonts.css, for the theme preview). */
export const allSiteFontsCss = () => catalogueFontsCss(fontCatalogue);

/**
 * The address of /theme-fonts.css for this build: the rules' own digest (FNV-1a) names the
 * version, so a deploy that ships other font files is a new address, never a stale cache.
 */
export function themeFontsHref(): string {
  let hash = 0x811c9dc5;
  for (const char of allSiteFontsCss()) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `/theme-fonts.css?v=${hash.toString(36)}`;
}
