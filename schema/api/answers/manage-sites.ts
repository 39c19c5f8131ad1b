import { z } from "zod";
import { deletedSiteView } from "./deletion";
import { ingredientView, richText, taxonomyTerm, unitView } from "./public-read";
import { colorTheme, publicSite, typeTheme } from "./public-site";

/**
 * Answer shapes of the kitchen's sites, settings and catalogues. Only the worker loads these
 * schemas (see ./public-read.ts for why); ../manage-sites.ts re-exports the types.
 */

/** Every settings field as stored: the settings form loads this and sends it back. */
export const siteSettings = z.object({
  title: z.string(),
  slug: z.string(),
  defaultMeasurementSystem: z.enum(["metric", "imperial"]),
  defaultTemperatureSystem: z.enum(["celsius", "fahrenheit"]),
  googleAnalyticsId: z.string().nullable(),
  about: richText.nullable(),
  aboutShort: z.string().nullable(),
  aboutHeading: z.string().nullable(),
  featuredImageId: z.uuid().nullable(),
  logoId: z.uuid().nullable(),
  iconId: z.uuid().nullable(),
  faviconId: z.uuid().nullable(),
  colorThemeId: z.uuid().nullable(),
  typeThemeId: z.uuid().nullable(),
  cssOverrides: z.string().nullable(),
  hideSidebarBio: z.boolean(),
  headerLayout: z.enum(["left", "centered"]),
  layout: z.enum(["standard", "link-in-bio", "cookbook"]),
  featuredRecipeIds: z.array(z.uuid()),
  socialMediaLinks: z.array(z.object({ platform: z.string(), url: z.string() })),
  headerLinks: z.array(
    z.object({ label: z.string(), href: z.string(), openInNewTab: z.boolean() }),
  ),
  productLinks: z.array(
    z.object({
      productTitle: richText,
      productImageId: z.uuid().nullable(),
      href: z.string(),
      priceCents: z.number().int().nullable(),
    }),
  ),
  links: z.array(z.object({ label: z.string().nullable(), href: z.string() })),
  linkPageHeading: z.string().nullable(),
  newslettersEnabled: z.boolean(),
  subscriptionsEnabled: z.boolean(),
  paymentsEnabled: z.boolean(),
  commentsEnabled: z.boolean(),
  nutritionHidden: z.boolean().describe("No recipe of the site shows its nutrition label"),
  newsletterAnalytics: z
    .boolean()
    .describe("Newsletters sent from now on count their opens and clicks"),
  giftsPerMonth: z
    .number()
    .int()
    .describe("Recipes each paying reader may gift a month (UTC calendar month); 0: gifting off"),
  themeAccentColor: z.string().nullable(),
  themeStyle: z.enum(["accent", "tonal", "bold"]).nullable(),
  mailingAddress: z.string().nullable(),
  welcomeSubject: z
    .string()
    .nullable()
    .describe('The welcome e-mail\'s subject; null: "Welcome to {title}"'),
  welcomeMessage: z
    .string()
    .nullable()
    .describe("The welcome e-mail each new subscriber gets once; null: none"),
  paidWelcomeSubject: z
    .string()
    .nullable()
    .describe('The paid welcome\'s subject; null: "Thank you for supporting {title}"'),
  paidWelcomeMessage: z
    .string()
    .nullable()
    .describe(
      "The welcome each reader who starts paying gets once, instead of the one above; null: they get the one above, if they have not had it",
    ),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/**
 * GET manage/{siteSlug}/current-site (the manager check) and PUT manage/{siteSlug}/sites:
 * the site as visitors see it, plus the caller's role, its address and the raw settings.
 */
export const manageSite = publicSite.extend({
  url: z.string().describe("The site's address: its active custom domain, else its subdomain"),
  role: z.enum(["owner", "manager"]),
  settings: siteSettings,
  settingsTag: z
    .string()
    .describe(
      "The settings' ETag (also the ETag header): send it as If-Match on PUT …/sites, and the save answers 412 edited_elsewhere if they changed since",
    ),
});
export type ManageSite = z.infer<typeof manageSite>;
export const manageSiteResponse = z.object({ site: manageSite });
export type ManageSiteResponse = z.infer<typeof manageSiteResponse>;

/** POST manage/sites */
export const createdSiteResponse = z.object({
  site: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    role: z.literal("owner"),
    url: z.string(),
  }),
});
export type CreatedSiteResponse = z.infer<typeof createdSiteResponse>;

/** GET manage/sites */
export const manageSiteListResponse = z.object({
  sites: z
    .array(
      z.object({
        id: z.uuid(),
        slug: z.string(),
        title: z.string(),
        role: z.enum(["owner", "manager"]),
        url: z.string(),
      }),
    )
    .describe("The sites the person runs (an API token: those in its scope), by title"),
  deletedSites: z
    .array(deletedSiteView)
    .describe("Sites the person owns and deleted, restorable until purgeAt, soonest purge first"),
});
export type ManageSiteListResponse = z.infer<typeof manageSiteListResponse>;

const siteTerm = taxonomyTerm.extend({
  siteId: z.uuid().nullable().describe("null: the platform's; set: this site's own"),
});
const themeName = { id: z.uuid(), slug: z.string(), title: z.string() };

/** GET manage/{siteSlug}/globals: every catalogue the kitchen's editors pick from. */
export const manageGlobalsResponse = z.object({
  units: z.array(unitView),
  ingredients: z
    .array(ingredientView.extend({ siteId: z.uuid().nullable() }))
    .describe("The platform's ingredients and this site's own (siteId set)"),
  equipment: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      title: z.string(),
      siteId: z.uuid().nullable(),
      featuredImageId: z.uuid().nullable(),
    }),
  ),
  tags: z.array(siteTerm),
  methods: z.array(siteTerm),
  foodCategories: z.array(siteTerm),
  meals: z.array(siteTerm),
  cuisines: z.array(siteTerm),
  diets: z.array(siteTerm),
  colorThemes: z.array(colorTheme.extend(themeName)),
  typeThemes: z.array(typeTheme.extend(themeName)),
  fontFamilies: z.array(z.string()),
  contributors: z
    .array(z.object({ id: z.uuid(), name: z.string() }))
    .describe("This site's contributors, the people a recipe's contributorIds may credit"),
});
export type ManageGlobalsResponse = z.infer<typeof manageGlobalsResponse>;

/** POST manage/{siteSlug}/welcome-email-tests */
export const welcomeTestResponse = z.object({
  sentTo: z.string().describe("The signed-in manager's address the test went to"),
});
export type WelcomeTestResponse = z.infer<typeof welcomeTestResponse>;

/** GET manage/renamed-sites/{slug}: the address now of a site the caller runs that had `slug`. */
export const renamedSiteResponse = z.object({ slug: z.string() });
export type RenamedSiteResponse = z.infer<typeof renamedSiteResponse>;
