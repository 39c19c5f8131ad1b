import type { ImageView } from "@schema/api/public-read";
import type { PublicSite } from "@schema/api/public-site";
import { imageUrl } from "../recipe-page/image-url";
import type { ThemeVariables } from "../theme";

/**
 * The site icon (Settings: "for app icons and bookmarks") at the sizes browsers ask for:
 * 180 px for iOS's home screen (apple-touch-icon), 192 and 512 px for an installed web app
 * (Chromium's minimum and its splash screen). An uploaded icon is cut square and resized by
 * the media path (/media/{key}?width&height&fit=cover, the creator's crop applied first);
 * without one, /icons/generated-{size}.png paints one in the theme's colours.
 */
export const APPLE_TOUCH_ICON_SIZE = 180;
export const MANIFEST_ICON_SIZES = [192, 512] as const;
export const GENERATED_ICON_SIZES: readonly number[] = [
  APPLE_TOUCH_ICON_SIZE,
  ...MANIFEST_ICON_SIZES,
];

type IconSource = { icon: Pick<ImageView, "url" | "crop"> | null };

/**
 * A generated icon's address carries its colour, so a changed accent is a new address
 * and no browser keeps showing the old one.
 */
export function siteIconUrl(site: IconSource, theme: ThemeVariables, size: number): string {
  if (site.icon) return imageUrl(site.icon, { width: size, height: size });
  const accent = (theme["--color-accent"] ?? "").replace(/[^0-9a-z]/gi, "");
  return `/icons/generated-${size}.png${accent ? `?v=${accent}` : ""}`;
}

/** The platform's own icon: the tab icon of the platform host and of a site without either upload. */
export const PLATFORM_ICON = "/favicon.svg";

/** Browsers draw a tab icon at 16–32 CSS px; 48 stays sharp on a 1.5× screen. */
export const TAB_ICON_SIZE = 48;

/**
 * The icon a browser tab (and /favicon.ico) shows: the site's favicon upload as it is, else its
 * site icon cut square (as the apple-touch-icon is), else the platform's.
 */
export function tabIconUrl(
  site: { favicon: Pick<ImageView, "url"> | null; icon: IconSource["icon"] } | null,
): string {
  if (site?.favicon) return site.favicon.url;
  if (site?.icon) return imageUrl(site.icon, { width: TAB_ICON_SIZE, height: TAB_ICON_SIZE });
  return PLATFORM_ICON;
}

export type WebAppManifest = {
  name: string;
  short_name: string;
  description?: string;
  start_url: string;
  scope: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type?: string; purpose: "any" | "maskable" }[];
};

/**
 * The site as an installable web app. The title bar takes the header's colour and the
 * splash screen the page background, from the site's theme. A generated icon keeps its
 * mark inside the central circle a mask may crop to (40% of the size), so it is offered as
 * maskable too; an upload may reach its edges, so it is offered as is only.
 */
export function webAppManifest(
  site: Pick<PublicSite, "title" | "aboutShort"> & IconSource,
  theme: ThemeVariables,
): WebAppManifest {
  const generated = !site.icon;
  const icons: WebAppManifest["icons"] = MANIFEST_ICON_SIZES.map((size) => ({
    src: siteIconUrl(site, theme, size),
    sizes: `${size}x${size}`,
    ...(generated ? { type: "image/png" } : {}),
    purpose: "any" as const,
  }));
  if (generated) {
    const largest = MANIFEST_ICON_SIZES[MANIFEST_ICON_SIZES.length - 1] as number;
    icons.push({
      src: siteIconUrl(site, theme, largest),
      sizes: `${largest}x${largest}`,
      type: "image/png",
      purpose: "maskable",
    });
  }
  return {
    name: site.title,
    short_name: site.title,
    ...(site.aboutShort ? { description: site.aboutShort } : {}),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: theme["--color-background"] ?? "#ffffff",
    theme_color: theme["--header-background"] ?? theme["--color-background"] ?? "#ffffff",
    icons,
  };
}
