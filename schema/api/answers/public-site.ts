import { z } from "zod";
import { imageView, recipeCard, richText } from "./public-read";

/**
 * Answer shapes of the public site calls the web app renders every page from:
 * GET /api/v1/hosts/{host} and GET /api/v1/site/{siteSlug}/current-site. Only the worker
 * loads these schemas (see ./public-read.ts for why); ../public-site.ts re-exports the types.
 */

/** GET hosts/{host}: just enough to route a request and key its cache. */
export const hostSite = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  contentVersion: z.number().int().describe("Goes up with every published change (cache keys)"),
  origin: z
    .string()
    .describe(
      "Where the site's pages canonically live: its active custom domain, else its subdomain",
    ),
});
export type HostSite = z.infer<typeof hostSite>;
export const hostResponse = z.object({ site: hostSite });
export type HostResponse = z.infer<typeof hostResponse>;

export const headerLayout = z.enum(["left", "centered"]);
export type HeaderLayout = z.infer<typeof headerLayout>;

export const colorTheme = z.object({
  colorText: z.string(),
  colorAccent: z.string(),
  colorSubdued: z.string(),
  colorOverlay: z.string(),
  colorBackground: z.string(),
  colorPanel: z.string(),
  colorEmphasis: z.string(),
  colorOutline: z.string(),
});
export type ColorTheme = z.infer<typeof colorTheme>;

export const typeTheme = z.object({
  displayFontFamily: z.string(),
  narrativeFontFamily: z.string(),
  displayFontNormalWeight: z.number().int(),
  displayFontBoldWeight: z.number().int(),
  narrativeFontNormalWeight: z.number().int(),
  narrativeFontBoldWeight: z.number().int(),
});
export type TypeTheme = z.infer<typeof typeTheme>;

export const socialMediaLink = z.object({ id: z.uuid(), platform: z.string(), url: z.string() });
export type SocialMediaLink = z.infer<typeof socialMediaLink>;
export const headerLink = z.object({
  label: z.string(),
  href: z.string(),
  openInNewTab: z.boolean(),
});
export type HeaderLink = z.infer<typeof headerLink>;

/** The page layout a site chose for its public pages (home above all). */
export const siteLayout = z.enum(["standard", "link-in-bio", "cookbook"]);
export type SiteLayout = z.infer<typeof siteLayout>;

/** A /links entry; the kitchen allows a link without a label (the address is shown then). */
export const siteLink = z.object({ id: z.uuid(), label: z.string().nullable(), href: z.string() });
export type SiteLink = z.infer<typeof siteLink>;

export const siteEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  image: imageView.nullable(),
  date: z.iso.datetime().describe("The start, in UTC"),
  timeZone: z.string().describe("IANA time zone the event's time is read in"),
  startDate: z.iso.datetime({ offset: true }).describe("The start, with the zone's offset then"),
  endDate: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe("The end, with the zone's offset then; null: no end given"),
  location: z.string().nullable().describe("The place"),
  onlineUrl: z.string().nullable().describe("Where to join online"),
  description: richText.nullable(),
  href: z.string().nullable(),
});
export type SiteEvent = z.infer<typeof siteEvent>;

export const productLink = z.object({
  id: z.uuid(),
  href: z.string(),
  productImage: imageView.nullable(),
  productTitle: richText.describe("Rich text in the data model; cards show its plain text"),
  priceCents: z.number().int().nullable(),
});
export type ProductLink = z.infer<typeof productLink>;

/**
 * GET site/{siteSlug}/current-site: the site's public settings and lists, what the header,
 * footer, theme and the site pages render from (worker/services/sites/view.ts builds it).
 */
export const publicSite = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  aboutShort: z.string().nullable(),
  about: richText.nullable(),
  aboutHeading: z.string().nullable(),
  owner: z.object({ displayName: z.string().nullable(), avatar: imageView.nullable() }),
  featuredImage: imageView.nullable(),
  logo: imageView.nullable(),
  icon: imageView.nullable(),
  favicon: imageView.nullable(),
  colorTheme: colorTheme.nullable(),
  typeTheme: typeTheme.nullable(),
  themeAccentColor: z
    .string()
    .nullable()
    .describe("The creator's accent colour on top of the colour theme (#rrggbb)"),
  themeStyle: z.enum(["accent", "tonal", "bold"]).nullable().describe("The header's style"),
  cssOverrides: z.string().nullable(),
  googleAnalyticsId: z.string().nullable(),
  defaultMeasurementSystem: z.enum(["imperial", "metric"]),
  defaultTemperatureSystem: z.enum(["fahrenheit", "celsius"]),
  headerLayout,
  layout: siteLayout,
  hideSidebarBio: z.boolean(),
  linkPageHeading: z.string().nullable(),
  headerLinks: z.array(headerLink),
  links: z.array(siteLink),
  events: z.array(siteEvent),
  socialMediaLinks: z.array(socialMediaLink),
  productLinks: z.array(productLink),
  featuredRecipes: z
    .array(recipeCard)
    .describe("Published recipes the creator picked for the home page, in their order"),
  commentsEnabled: z.boolean(),
  giftsEnabled: z
    .boolean()
    .describe("Paying readers may gift subscriber-only recipes to friends (a monthly number)"),
  hasSubscriberOnlyRecipes: z
    .boolean()
    .describe("At least one published recipe is for subscribers only (what a paid plan unlocks)"),
  newslettersEnabled: z.boolean(),
  subscriptionsEnabled: z.boolean(),
  paymentsEnabled: z.boolean(),
  monthlyAmountCents: z.number().int().nullable(),
  yearlyAmountCents: z.number().int().nullable(),
  contentVersion: z.number().int(),
});
export type PublicSite = z.infer<typeof publicSite>;
export const currentSiteResponse = z.object({ site: publicSite });
export type CurrentSiteResponse = z.infer<typeof currentSiteResponse>;

/** GET site/site-slugs */
export const siteSlugsResponse = z.object({
  siteSlugs: z.array(z.string()).describe("Every live site's slug, alphabetical"),
});
