import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import { useRouteLoaderData } from "@remix-run/react";
import type { CurrentUser, SiteUserData } from "@schema/api/identity";
import type { PageFonts } from "./fonts/font-face-css";
import { PRODUCT_NAME } from "./product";
import type { SiteChrome } from "./site/site-chrome";
import type { ThemeVariables } from "./theme";

/** What the root loader gives every page: the host's site (or null on the platform) and viewer. */
export type RootData = {
  /** What every page of the site renders (site-chrome.ts); pages load their own content. */
  site: SiteChrome | null;
  user: CurrentUser | null;
  siteUserData: SiteUserData | null;
  platformOrigin: string;
  /** From the server, so the footer's year cannot differ between server and browser. */
  year: number;
  /**
   * The site's theme as CSS custom properties for <html>, worked out on the server so the
   * checks in theme.ts never ship to the browser (the platform host gets the defaults).
   */
  theme: ThemeVariables;
  /**
   * A site's icon for iOS home screens (lib/site/site-icons.ts); its pages also link the
   * site's web app manifest. Null on the platform host.
   */
  appleTouchIcon: string | null;
  /** The type theme's self-hosted fonts (@font-face rules and the face to preload). */
  fonts: PageFonts | null;
  /** The creator's CSS overrides, already made safe (lib/site/custom-css.ts). */
  customCss: string | null;
  /** The site's checked Google Analytics id, when it has one. */
  analyticsId: string | null;
};

/**
 * Thrown by the root loader for a host no live site answers on: 404 for one no site ever
 * did, 410 for a site its owner deleted (lib/site/closed-site.server.ts). Its words are made
 * on the server, so the error page that shows them carries no code of its own for either.
 */
export type StatusPageData = {
  statusPage: true;
  /** Shown above the heading ("404"); null shows none. */
  code: number | null;
  heading: string;
  lines: string[];
  /** The first is the primary action. */
  links: { href: string; label: string }[];
};

/** Undefined only while the root loader itself failed (an unknown host, the API down). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** "Page | Site title" (or the product name on the platform host). */
export function pageTitle(matches: MetaArgs["matches"], page?: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const brand = root?.site?.title ?? PRODUCT_NAME;
  return [{ title: page ? `${page} | ${brand}` : brand }];
}
