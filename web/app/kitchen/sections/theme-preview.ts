import type { ColorTheme, TypeTheme } from "@schema/api/public-site";
import { siteThemeVariables, type ThemeStyle, type ThemeVariables } from "../../lib/theme";

export type { ThemeStyle };

/**
 * The CSS variables of the settings page's live preview: exactly the site's own look
 * (lib/theme.ts siteThemeVariables), with the header colours under the preview's names so
 * they style the mock header and not the kitchen's own.
 */
export function previewVariables(
  colors: ColorTheme | null,
  type: TypeTheme | null,
  accentColor: string | null,
  style: ThemeStyle | null,
): ThemeVariables {
  const {
    "--header-background": background = "",
    "--header-text": text = "",
    "--header-link": link = "",
    ...rest
  } = siteThemeVariables(colors, type, { accentColor, style });
  return {
    ...rest,
    "--preview-header-background": background,
    "--preview-header-text": text,
    "--preview-header-link": link,
  };
}

/** The colour swatches a theme choice shows (background, panel, text, accent). */
export const swatchColors = (theme: ColorTheme) => [
  theme.colorBackground,
  theme.colorPanel,
  theme.colorText,
  theme.colorAccent,
];
