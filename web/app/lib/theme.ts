import type { ColorTheme, TypeTheme } from "@schema/api/public-site";
import { fallbackFamily } from "./fonts/catalogue";

/**
 * A site's colour and type theme as CSS custom properties on the root element. Values come
 * from creators, so each one is checked against a narrow shape (a colour, a plain family
 * name, a weight) and replaced by the default when it does not fit: a theme can restyle the
 * page but never inject CSS.
 */

/** Defaults meet WCAG AA: text 15.8:1, subdued 6.2:1 and accent 6.5:1 on the background. */
export const DEFAULT_COLORS: ColorTheme = {
  colorText: "#1f2328",
  colorAccent: "#a8371b",
  colorSubdued: "#5b616b",
  colorOverlay: "rgba(31, 35, 40, 0.6)",
  colorBackground: "#ffffff",
  colorPanel: "#f7f5f2",
  colorEmphasis: "#7c2d12",
  colorOutline: "#d8d4cf",
};

const DISPLAY_FALLBACK = 'Georgia, "Iowan Old Style", "Times New Roman", serif';
const NARRATIVE_FALLBACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?|oklch|oklab|lab|lch)\([-0-9a-z.%\s,/]*\)$/i;
const NAMED = /^[a-z]{3,24}$/i;
const FAMILY = /^[a-z0-9 _-]{1,64}$/i;

export function cssColor(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? "";
  return HEX.test(trimmed) || FUNCTIONAL.test(trimmed) || NAMED.test(trimmed) ? trimmed : fallback;
}

/**
 * The family, then its metric-matched fallback face (lib/fonts/font-face-css.ts declares
 * both for the families the build ships), then the platform's system stack.
 */
function fontStack(family: string | null | undefined, fallback: string): string {
  const trimmed = family?.trim() ?? "";
  return FAMILY.test(trimmed)
    ? `"${trimmed}", "${fallbackFamily(trimmed)}", ${fallback}`
    : fallback;
}

function fontWeight(value: number | null | undefined, fallback: number): string {
  return typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 900
    ? String(value)
    : String(fallback);
}

function relativeLuminance(hex: string): number | null {
  let digits = hex.slice(1);
  if (digits.length === 3 || digits.length === 4)
    digits = [...digits.slice(0, 3)].map((d) => d + d).join("");
  if (digits.length !== 6 && digits.length !== 8) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Relative luminance of #111111, the dark text choice below. */
const DARK_TEXT_LUMINANCE = 0.0056;

/**
 * Text on an accent-coloured button: white or near-black, whichever contrasts more, so a
 * creator's light accent (a yellow, a pastel) still gives readable buttons.
 */
export function textColorOn(background: string): string {
  if (!HEX.test(background)) return "#ffffff";
  const luminance = relativeLuminance(background);
  if (luminance === null) return "#ffffff";
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (DARK_TEXT_LUMINANCE + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#111111";
}

export type ThemeVariables = Record<`--${string}`, string>;

/** Each of a theme's colours, or the default where it is missing or not a colour. */
function checkedColors(colors: ColorTheme | null | undefined): ColorTheme {
  const checked = { ...DEFAULT_COLORS };
  for (const key of Object.keys(DEFAULT_COLORS) as (keyof ColorTheme)[]) {
    checked[key] = cssColor(colors?.[key], DEFAULT_COLORS[key]);
  }
  return checked;
}

export function themeVariables(
  colors: ColorTheme | null | undefined,
  type: TypeTheme | null | undefined,
): ThemeVariables {
  const color = checkedColors(colors);
  return {
    "--color-text": color.colorText,
    "--color-accent": color.colorAccent,
    "--color-on-accent": textColorOn(color.colorAccent),
    "--color-subdued": color.colorSubdued,
    "--color-overlay": color.colorOverlay,
    "--color-background": color.colorBackground,
    "--color-panel": color.colorPanel,
    "--color-emphasis": color.colorEmphasis,
    "--color-outline": color.colorOutline,
    "--font-display": fontStack(type?.displayFontFamily, DISPLAY_FALLBACK),
    "--font-narrative": fontStack(type?.narrativeFontFamily, NARRATIVE_FALLBACK),
    "--font-display-weight": fontWeight(type?.displayFontNormalWeight, 600),
    "--font-display-weight-bold": fontWeight(type?.displayFontBoldWeight, 700),
    "--font-narrative-weight": fontWeight(type?.narrativeFontNormalWeight, 400),
    "--font-narrative-weight-bold": fontWeight(type?.narrativeFontBoldWeight, 700),
  };
}

export type ThemeStyle = "accent" | "tonal" | "bold";

/** The creator's tweaks on top of the chosen themes (site settings themeAccentColor, themeStyle). */
export type ThemeTweaks = { accentColor?: string | null; style?: ThemeStyle | null };

/**
 * The whole look of a site: its themes, the accent colour override on top, and the header
 * colours for its theme style:
 *  - accent: a plain header with accent-coloured links and buttons (the default);
 *  - tonal: the header on the theme's panel colour;
 *  - bold: the header filled with the accent colour, its text in whichever of white or
 *    near-black reads on it.
 * The kitchen's live preview draws with the same function, so what an author sees is
 * what the site gets.
 */
export function siteThemeVariables(
  colors: ColorTheme | null | undefined,
  type: TypeTheme | null | undefined,
  tweaks: ThemeTweaks = {},
): ThemeVariables {
  const base = themeVariables(colors, type);
  const {
    colorBackground: background,
    colorText: text,
    colorPanel: panel,
    colorSubdued: subdued,
    colorOutline: outline,
    colorAccent,
  } = checkedColors(colors);
  const accent = tweaks.accentColor ? cssColor(tweaks.accentColor, colorAccent) : colorAccent;
  const onAccent = textColorOn(accent);
  // The header's own palette: layout.css maps the page's colour variables to these inside
  // the header, so its buttons, icons and menus follow the style without rules of their own.
  const plain = {
    background,
    text,
    // Without a chosen style the header keeps the platform's plain look (links in text colour).
    link: tweaks.style ? accent : text,
    accent,
    onAccent,
    subdued,
    outline,
    panel,
  };
  const header =
    tweaks.style === "bold"
      ? {
          background: accent,
          text: onAccent,
          link: onAccent,
          accent: onAccent,
          onAccent: accent,
          subdued: onAccent,
          outline: onAccent,
          panel: `color-mix(in srgb, ${onAccent} 15%, ${accent})`,
        }
      : tweaks.style === "tonal"
        ? { ...plain, background: panel, panel: background }
        : plain;
  return {
    ...base,
    "--color-accent": accent,
    "--color-on-accent": onAccent,
    "--header-background": header.background,
    "--header-text": header.text,
    "--header-link": header.link,
    "--header-accent": header.accent,
    "--header-on-accent": header.onAccent,
    "--header-subdued": header.subdued,
    "--header-outline": header.outline,
    "--header-panel": header.panel,
  };
}
