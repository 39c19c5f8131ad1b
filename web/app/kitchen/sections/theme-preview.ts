import type { ColorTheme, TypeTheme } from "../../../../schema/api/public-site";
import { cssColor, type ThemeVariables, textColorOn, themeVariables } from "../../lib/theme";

export type ThemeStyle = "accent" | "tonal" | "bold";

/**
 * The CSS variables of the settings page's live preview: the chosen colour and type themes
 * (through the same checks the site's own theme goes through), the accent colour override
 * on top, and the header's colours for the chosen theme style:
 *  - accent: a plain header with accent-coloured links and buttons (the default);
 *  - tonal: the header on the theme's panel colour;
 *  - bold: the header filled with the accent colour.
 */
export function previewVariables(
  colors: ColorTheme | null,
  type: TypeTheme | null,
  accentColor: string | null,
  style: ThemeStyle | null,
): ThemeVariables {
  const base = themeVariables(colors, type);
  const accent = accentColor
    ? cssColor(accentColor, base["--color-accent"] ?? "")
    : (base["--color-accent"] ?? "");
  const onAccent = textColorOn(accent);
  const header =
    style === "bold"
      ? { background: accent, text: onAccent, link: onAccent }
      : style === "tonal"
        ? {
            background: base["--color-panel"] ?? "",
            text: base["--color-text"] ?? "",
            link: accent,
          }
        : {
            background: base["--color-background"] ?? "",
            text: base["--color-text"] ?? "",
            link: accent,
          };
  return {
    ...base,
    "--color-accent": accent,
    "--color-on-accent": onAccent,
    "--preview-header-background": header.background,
    "--preview-header-text": header.text,
    "--preview-header-link": header.link,
  };
}

/** The colour swatches a theme choice shows (background, panel, text, accent). */
export const swatchColors = (theme: ColorTheme) => [
  theme.colorBackground,
  theme.colorPanel,
  theme.colorText,
  theme.colorAccent,
];
