import type { PublicSite } from "@schema/api/public-site";
import { upgradePitch } from "../interactions/subscribe-box";
import { hasAboutPage, hasEventsPage, hasLinksPage } from "./optional-pages";

/**
 * A site's settings split by where they show. The root loader's data is serialized into
 * every page and kept across client navigation, so it carries only what every page renders
 * (header, footer, theme, plans, and the featured image many pages share as their social
 * image): the chrome. What one page shows (the about text, the links, events, products and
 * featured recipes: most of the site's settings by weight) comes with that page's loader
 * instead (getPublicSite reads the site once per request either way).
 */
const CONTENT_KEYS = ["about", "links", "events", "productLinks", "featuredRecipes"] as const;

export type SiteContent = Pick<PublicSite, (typeof CONTENT_KEYS)[number]>;

export type SiteChrome = Omit<PublicSite, keyof SiteContent> & {
  /** Which optional pages the site has, for the header and footer links. */
  pages: { about: boolean; links: boolean; events: boolean };
  /**
   * The upgrade prompt's heading (upgradePitch), chosen here on the server: the recipe page
   * and the home page show it without carrying both wordings in their script.
   */
  upgradePitch: string;
};

export function siteChrome(site: PublicSite): SiteChrome {
  const chrome: Partial<PublicSite> = { ...site };
  for (const key of CONTENT_KEYS) delete chrome[key];
  return {
    ...(chrome as Omit<PublicSite, keyof SiteContent>),
    pages: { about: hasAboutPage(site), links: hasLinksPage(site), events: hasEventsPage(site) },
    upgradePitch: upgradePitch(site),
  };
}

/** The page content a route hands its component, by name. */
export function siteContent<K extends keyof SiteContent>(
  site: PublicSite,
  keys: readonly K[],
): Pick<SiteContent, K> {
  const content = {} as Pick<SiteContent, K>;
  for (const key of keys) content[key] = site[key];
  return content;
}

/** What the home page shows beyond the chrome, in any of its layouts. */
export const HOME_CONTENT = ["about", "links", "productLinks", "featuredRecipes"] as const;

/** The site as the home layouts render it. */
export type HomeSite = SiteChrome & Pick<SiteContent, (typeof HOME_CONTENT)[number]>;
