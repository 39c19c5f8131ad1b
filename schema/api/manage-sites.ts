import { z } from "zod";
import { slug } from "./common";
import {
  boundedRichText,
  INVALID_URL_MESSAGE,
  idList,
  isWebAddress,
  linkUrl,
  optionalRichText,
  optionalText,
  withWebScheme,
} from "./manage-fields";

/**
 * Site slugs that can never be a site: they are hosts of the platform itself
 * ({slug}.PLATFORM_HOST) or words the API and web app route on (/manage/sites,
 * /site/globals, …), where a site of that name would be shadowed or would shadow them.
 */
export const RESERVED_SITE_SLUGS: ReadonlySet<string> = new Set([
  "www",
  "api",
  "admin",
  "administrator",
  "kitchen",
  "mail",
  "email",
  "smtp",
  "app",
  "apps",
  "static",
  "assets",
  "media",
  "images",
  "img",
  "cdn",
  "uploads",
  "files",
  "dev",
  "staging",
  "test",
  "status",
  "help",
  "support",
  "docs",
  "blog",
  "account",
  "accounts",
  "billing",
  "dashboard",
  "auth",
  "login",
  "logout",
  "sign-in",
  "sign-up",
  "sign-out",
  "sign-out-everywhere-else",
  "sessions",
  "sign-in-codes",
  "signin",
  "signup",
  "manage",
  "site",
  "sites",
  "site-slugs",
  "site-recipes",
  "site-collections",
  "globals",
  "current-user",
  "single-use-tokens",
  "bookmarks",
  "image-upload-urls",
  "early-signups",
  "recipe-parse",
  "billing-portal-sessions",
  "cancellations",
  "webhooks",
  "stripe",
  "health",
  "hosts",
  "_dev",
  "platform",
  "root",
  "security",
  "abuse",
  "postmaster",
  "hostmaster",
  "webmaster",
]);

/** A site's slug is also a DNS label ({slug}.PLATFORM_HOST): at most 63 characters. */
export const siteSlug = slug
  .max(63)
  .refine((value) => !RESERVED_SITE_SLUGS.has(value), "This address is reserved");

const siteTitle = z.string().trim().min(1).max(200);

/** POST manage/sites: a new site, owned by the caller. */
export const createSiteBody = z.object({ title: siteTitle, slug: siteSlug });

/** The eight platforms the settings form offers (docs/spec/platform-and-kitchen.md §5). */
export const settingsSocialPlatforms = [
  "discord",
  "email",
  "instagram",
  "pinterest",
  "substack",
  "tiktok",
  "x",
  "youtube",
] as const;

const EMAIL_ADDRESS = /^(?:mailto:)?[^\s@]+@[^\s@]+\.[^\s@]+$/i;

const socialMediaLink = z
  .object({ platform: z.enum(settingsSocialPlatforms), url: z.string().trim().max(2048) })
  .superRefine((link, ctx) => {
    // The e-mail "platform" links to an address (mailto:), every other one to a web page.
    const ok = link.platform === "email" ? EMAIL_ADDRESS.test(link.url) : isWebAddress(link.url);
    if (!ok) ctx.addIssue({ code: "custom", message: INVALID_URL_MESSAGE, path: ["url"] });
  })
  // Stored as the href a page links to: a bare address would be dropped by the public pages.
  .transform((link) => ({
    ...link,
    url: link.platform === "email" ? withMailto(link.url) : withWebScheme(link.url),
  }));

const withMailto = (value: string) => (/^mailto:/i.test(value) ? value : `mailto:${value}`);

/**
 * Header and links-page entries may also point at the site's own pages ("/recipes"): a
 * path on the same host, never "//elsewhere".
 */
const siteHref = z
  .string()
  .trim()
  .max(2048, INVALID_URL_MESSAGE)
  .refine(
    (value) => isWebAddress(value) || /^\/(?![/\\])[^\s\\]*$/.test(value),
    INVALID_URL_MESSAGE,
  )
  .overwrite((value) => (value.startsWith("/") ? value : withWebScheme(value)));

const headerLink = z.object({
  label: z.string().trim().min(1).max(100),
  href: siteHref,
  openInNewTab: z.boolean().default(false),
});

const productLink = z.object({
  productTitle: boundedRichText,
  productImageId: z.uuid().nullable().optional(),
  href: linkUrl,
  priceCents: z.number().int().nonnegative().max(100_000_000).nullable().optional(),
});

const pageLink = z.object({
  label: z.string().trim().min(1).max(200).nullable().optional(),
  href: siteHref,
});

export const MAX_FEATURED_RECIPES = 5;

/**
 * PUT manage/{siteSlug}/sites: the site settings (docs/spec/platform-and-kitchen.md §3). Title and
 * slug are required; any other field left out stays as it is, so each kitchen page (settings,
 * about, links, home page) sends what it edits. A list that is sent replaces the stored list, order
 * included; null clears a single value.
 */
/** The welcome e-mail's limits (the kitchen's fields say them too). */
export const WELCOME_SUBJECT_MAX = 200;
export const WELCOME_MESSAGE_MAX = 5000;

export const siteSettingsBody = z.object({
  title: siteTitle,
  slug: siteSlug,
  defaultMeasurementSystem: z.enum(["metric", "imperial"]).optional(),
  defaultTemperatureSystem: z.enum(["celsius", "fahrenheit"]).optional(),
  // Embedded in the analytics script tag: an id, never markup.
  googleAnalyticsId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/, "Use the measurement id, like G-XXXXXXX")
    .nullable()
    .optional(),
  about: optionalRichText,
  aboutShort: optionalText(1_000),
  aboutHeading: optionalText(200),
  featuredImageId: z.uuid().nullable().optional(),
  logoId: z.uuid().nullable().optional(),
  iconId: z.uuid().nullable().optional(),
  faviconId: z.uuid().nullable().optional(),
  colorThemeId: z.uuid().nullable().optional(),
  typeThemeId: z.uuid().nullable().optional(),
  // Lands inside a <style> element: "</" could close it and start markup.
  cssOverrides: z
    .string()
    .max(50_000)
    .refine((css) => !css.includes("</"), "Remove '</' from the CSS")
    .nullable()
    .optional(),
  hideSidebarBio: z.boolean().optional(),
  headerLayout: z.enum(["left", "centered"]).optional(),
  layout: z.enum(["standard", "link-in-bio", "cookbook"]).optional(),
  featuredRecipeIds: idList(MAX_FEATURED_RECIPES).optional(),
  socialMediaLinks: z.array(socialMediaLink).max(20).optional(),
  headerLinks: z.array(headerLink).max(20).optional(),
  productLinks: z.array(productLink).max(100).optional(),
  links: z.array(pageLink).max(100).optional(),
  linkPageHeading: optionalText(200),
  newslettersEnabled: z.boolean().optional(),
  subscriptionsEnabled: z.boolean().optional(),
  paymentsEnabled: z.boolean().optional(),
  commentsEnabled: z.boolean().optional(),
  nutritionHidden: z.boolean().optional(),
  /** Newsletters sent from now on count their opens and clicks. */
  newsletterAnalytics: z.boolean().optional(),
  /** Recipes each paying reader may gift a month (worker/services/gifts); 0 turns gifting off. */
  giftsPerMonth: z
    .number({ error: "Enter a whole number from 0 to 50" })
    .int("Enter a whole number from 0 to 50")
    .min(0, "Enter a whole number from 0 to 50")
    .max(50, "Enter a whole number from 0 to 50")
    .optional(),
  themeAccentColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #aa3300")
    .nullable()
    .optional(),
  themeStyle: z.enum(["accent", "tonal", "bold"]).nullable().optional(),
  /** The postal address every newsletter's footer carries; required before the first send. */
  mailingAddress: optionalText(500),
  /** The welcome e-mail each new subscriber gets once; no message, no e-mail. */
  welcomeSubject: optionalText(WELCOME_SUBJECT_MAX),
  welcomeMessage: optionalText(WELCOME_MESSAGE_MAX),
  /** The one each reader who starts paying gets once, instead; none: they get the one above. */
  paidWelcomeSubject: optionalText(WELCOME_SUBJECT_MAX),
  paidWelcomeMessage: optionalText(WELCOME_MESSAGE_MAX),
});

export type SiteSettingsBody = z.infer<typeof siteSettingsBody>;

/**
 * POST manage/{siteSlug}/welcome-email-tests: a welcome e-mail as typed (saved or not), to
 * the signed-in manager's own address; `plan` says which of the two, for its default subject.
 */
export const welcomeTestBody = z.object({
  plan: z
    .enum(["free", "paid"])
    .default("free")
    .describe("free: the welcome to every new subscriber; paid: the one to a reader who pays"),
  subject: optionalText(WELCOME_SUBJECT_MAX),
  message: z.string().trim().min(1, "Write the welcome e-mail first").max(WELCOME_MESSAGE_MAX),
});

/* The answer shapes are zod schemas in ./answers/manage-sites.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  CreatedSiteResponse,
  ManageGlobalsResponse,
  ManageSite,
  ManageSiteListResponse,
  ManageSiteResponse,
  SiteSettings,
  WelcomeTestResponse,
} from "./answers/manage-sites";
