/**
 * Response shapes of the public site calls the web app renders every page from:
 * GET /api/v1/hosts/{host} and GET /api/v1/site/{siteSlug}/current-site.
 */

/** GET hosts/{host}: just enough to route a request and key its cache. */
export type HostSite = { id: string; slug: string; title: string; contentVersion: number };
export type HostResponse = { site: HostSite };

export type HeaderLayout = "left" | "centered";

export type ColorTheme = {
  colorText: string;
  colorAccent: string;
  colorSubdued: string;
  colorOverlay: string;
  colorBackground: string;
  colorPanel: string;
  colorEmphasis: string;
  colorOutline: string;
};

export type TypeTheme = {
  displayFontFamily: string;
  narrativeFontFamily: string;
  displayFontNormalWeight: number;
  displayFontBoldWeight: number;
  narrativeFontNormalWeight: number;
  narrativeFontBoldWeight: number;
};

export type SocialMediaLink = { id: string; platform: string; url: string };
export type HeaderLink = { label: string; href: string; openInNewTab: boolean };

/** GET site/{siteSlug}/current-site: what the header, footer and theme of every page need. */
export type PublicSite = {
  id: string;
  slug: string;
  title: string;
  aboutShort: string | null;
  newslettersEnabled: boolean;
  subscriptionsEnabled: boolean;
  commentsEnabled: boolean;
  headerLayout: HeaderLayout;
  logo: { url: string; width: number; height: number } | null;
  favicon: { url: string } | null;
  colorTheme: ColorTheme | null;
  typeTheme: TypeTheme | null;
  socialMediaLinks: SocialMediaLink[];
  headerLinks: HeaderLink[];
  contentVersion: number;
};
export type CurrentSiteResponse = { site: PublicSite };
