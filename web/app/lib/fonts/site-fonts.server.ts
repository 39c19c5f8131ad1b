import { fontCatalogue } from "virtual:self-hosted-fonts";
import type { TypeTheme } from "../../../../schema/api/public-site";
import { type PageFonts, pageFonts } from "./font-face-css";

/** The self-hosted fonts a site's type theme uses, for the root loader. */
export function siteFonts(type: TypeTheme | null | undefined): PageFonts | null {
  return pageFonts(fontCatalogue, type ?? null);
}
