import { type FontCatalogue, type FontFile, fallbackFamily } from "./catalogue";

/** What a page's <head> gets for its type theme's fonts. */
export type PageFonts = {
  /** @font-face rules: each shipped weight of the theme's families, and their fallbacks. */
  css: string;
  /** The face the first paint sets text in (the display family's regular weight). */
  preload: string | null;
};

/** The weights a theme asks of its two families (type-themes.ts in the seed). */
export type ThemeFonts = {
  displayFontFamily: string;
  displayFontNormalWeight: number;
  narrativeFontFamily: string;
};

const quoted = (value: string) => `"${value.replaceAll(/["\\]/g, "")}"`;

function faceRule(family: string, file: FontFile, unicodeRange: string): string {
  return `@font-face{font-family:${quoted(family)};font-style:normal;font-weight:${file.weight};font-display:swap;src:url(${file.url}) format("woff2");unicode-range:${unicodeRange}}`;
}

/**
 * The @font-face rules for the families a theme names (families the build does not ship
 * are left to the stack's system fonts). A face is only fetched once text uses it, so
 * declaring every shipped weight costs no download. Each family also gets its fallback
 * face: the local Times New Roman or Arial (or a metric twin) scaled to the web font's
 * measures, named in the stack right after it (theme.ts), so the text drawn before the
 * swap takes the same room.
 */
export function pageFonts(catalogue: FontCatalogue, theme: ThemeFonts | null): PageFonts | null {
  if (!theme) return null;
  const families = new Set([theme.displayFontFamily, theme.narrativeFontFamily]);
  const rules = [...families].flatMap((family) => familyRules(catalogue, family));
  if (rules.length === 0) return null;
  return {
    css: rules.join("\n"),
    preload:
      nearestFile(catalogue.families[theme.displayFontFamily]?.files, theme.displayFontNormalWeight)
        ?.url ?? null,
  };
}

/** A shipped family's faces and its fallback face; nothing for a family not shipped. */
function familyRules(catalogue: FontCatalogue, family: string): string[] {
  const shipped = catalogue.families[family];
  if (!shipped) return [];
  const { local, sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = shipped.fallback;
  return [
    ...shipped.files.map((file) => faceRule(family, file, catalogue.unicodeRange)),
    `@font-face{font-family:${quoted(fallbackFamily(family))};src:${local.map((name) => `local(${quoted(name)})`).join(",")};size-adjust:${sizeAdjust};ascent-override:${ascentOverride};descent-override:${descentOverride};line-gap-override:${lineGapOverride}}`,
  ];
}

/**
 * Every shipped family's rules: the kitchen's theme preview shows any type theme before it
 * is saved. Only the faces its text then uses are downloaded.
 */
export function catalogueFontsCss(catalogue: FontCatalogue): string {
  return Object.keys(catalogue.families)
    .flatMap((family) => familyRules(catalogue, family))
    .join("\n");
}

/** The file the browser's font matching picks for a weight (CSS Fonts 4 §5.2, simplified). */
function nearestFile(files: FontFile[] | undefined, weight: number): FontFile | undefined {
  if (!files || files.length === 0) return undefined;
  return [...files].sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
}
