import type { RichText } from "../content/rich-text";
import type { ImageView, RecipeCard } from "./public-read";

/**
 * Response shapes of the public site calls the web app renders every page from:
 * GET /api/v1/hosts/{host} and GET /api/v1/site/{siteSlug}/current-site.
 */

/** GET hosts/{host}: just enough to route a request and key its cache. */
export type HostSite = {
  id: string;
  slug: string;
  title: string;
  contentVersion: number;
  /** Where the site's pages canonically live: its active custom domain, else its subdomain. */
  origin: string;
};
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

/** The page layout a site chose for its public pages (home above all). */
export type SiteLayout = "standard" | "link-in-bio" | "cookbook";

/** A /links entry; the kitchen allows a link without a label (the address is shown then). */
export type SiteLink = { id: string; label: string | null; href: string };

export type SiteEvent = {
  id: string;
  title: string;
  image: ImageView | null;
  date: string; // ISO
  location: string | null;
  description: string | null;
  href: string | null;
};

export type ProductLink = {
  id: string;
  href: string;
  productImage: ImageView | null;
  /** Rich text in the data model; cards show its plain text. */
  productTitle: RichText;
  priceCents: number | null;
};

/**
 * GET site/{siteSlug}/current-site: the site's public settings and lists, what the header,
 * footer, theme and the site pages render from (worker/services/site-view.ts builds it).
 */
export type PublicSite = {
  id: string;
  slug: string;
  title: string;
  aboutShort: string | null;
  about: RichText | null;
  aboutHeading: string | null;
  owner: { displayName: string | null; avatar: ImageView | null };
  featuredImage: ImageView | null;
  logo: ImageView | null;
  icon: ImageView | null;
  favicon: ImageView | null;
  colorTheme: ColorTheme | null;
  typeTheme: TypeTheme | null;
  /** The creator's accent colour on top of the colour theme (#rrggbb), and header style. */
  themeAccentColor: string | null;
  themeStyle: "accent" | "tonal" | "bold" | null;
  cssOverrides: string | null;
  googleAnalyticsId: string | null;
  defaultMeasurementSystem: "imperial" | "metric";
  defaultTemperatureSystem: "fahrenheit" | "celsius";
  headerLayout: HeaderLayout;
  layout: SiteLayout;
  hideSidebarBio: boolean;
  linkPageHeading: string | null;
  headerLinks: HeaderLink[];
  links: SiteLink[];
  events: SiteEvent[];
  socialMediaLinks: SocialMediaLink[];
  productLinks: ProductLink[];
  /** Published recipes the creator picked for the home page, in their order (at most 5 shown). */
  featuredRecipes: RecipeCard[];
  commentsEnabled: boolean;
  newslettersEnabled: boolean;
  subscriptionsEnabled: boolean;
  paymentsEnabled: boolean;
  monthlyAmountCents: number | null;
  yearlyAmountCents: number | null;
  contentVersion: number;
};
export type CurrentSiteResponse = { site: PublicSite };
