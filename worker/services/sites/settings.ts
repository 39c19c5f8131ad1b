import type { ManageSite, SiteSettings, SiteSettingsBody } from "@schema/api/manage-sites";
import { recipes } from "@schema/db/recipes";
import {
  featuredRecipes,
  headerLinks,
  links,
  productLinks,
  socialLinks,
} from "@schema/db/site-content";
import { sites } from "@schema/db/sites";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import { isUniqueViolation } from "../../lib/constraint-errors";
import { insertChunks } from "../../lib/d1-batches";
import { digestTag } from "../../lib/preconditions";
import { type SiteDatabases, type SiteDbs, siteDbsOf, unmoved } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import type { SiteRole } from "../../middleware/manager";
import { References } from "../recipes/references";
import { bumpContentVersion } from "./content-version";
import { refuseAnotherOwnersAddress, siteAddressTaken, siteSlugStatements } from "./former-slugs";
import { type Site, siteOrigin } from "./lookup";
import { siteView } from "./view";

/** The directory's picture settings, which a moved site's anchor holds (ADR 0014). */
const PICTURES = {
  featuredImageId: sites.featuredImageId,
  logoId: sites.logoId,
  iconId: sites.iconId,
  faviconId: sites.faviconId,
};

/** The settings form's view of a site: every field of the write shape, as stored. */
export async function siteSettings(dbs: SiteDbs, site: Site): Promise<SiteSettings> {
  const db = dbs.site;
  const [social, header, products, pageLinks, featured, [home]] = await db.batch([
    db
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.siteId, site.id))
      .orderBy(asc(socialLinks.position)),
    db
      .select()
      .from(headerLinks)
      .where(eq(headerLinks.siteId, site.id))
      .orderBy(asc(headerLinks.position)),
    db
      .select()
      .from(productLinks)
      .where(eq(productLinks.siteId, site.id))
      .orderBy(asc(productLinks.position)),
    db.select().from(links).where(eq(links.siteId, site.id)).orderBy(asc(links.position)),
    db
      .select()
      .from(featuredRecipes)
      .where(eq(featuredRecipes.siteId, site.id))
      .orderBy(asc(featuredRecipes.position)),
    // The pictures, from the row of the site's own database (a moved site's anchor holds them).
    db.select(PICTURES).from(sites).where(eq(sites.id, site.id)),
  ]);
  const pictures = home ?? site;
  return {
    title: site.title,
    slug: site.slug,
    defaultMeasurementSystem: site.defaultMeasurementSystem,
    defaultTemperatureSystem: site.defaultTemperatureSystem,
    googleAnalyticsId: site.googleAnalyticsId,
    about: site.about,
    aboutShort: site.aboutShort,
    aboutHeading: site.aboutHeading,
    featuredImageId: pictures.featuredImageId,
    logoId: pictures.logoId,
    iconId: pictures.iconId,
    faviconId: pictures.faviconId,
    colorThemeId: site.colorThemeId,
    typeThemeId: site.typeThemeId,
    cssOverrides: site.cssOverrides,
    hideSidebarBio: site.hideSidebarBio,
    headerLayout: site.headerLayout,
    layout: site.layout,
    featuredRecipeIds: featured.map((row) => row.recipeId),
    socialMediaLinks: social.map(({ platform, url }) => ({ platform, url })),
    headerLinks: header.map(({ label, href, openInNewTab }) => ({ label, href, openInNewTab })),
    productLinks: products.map(({ productTitle, productImageId, href, priceCents }) => ({
      productTitle,
      productImageId,
      href,
      priceCents,
    })),
    links: pageLinks.map(({ label, href }) => ({ label, href })),
    linkPageHeading: site.linkPageHeading,
    newslettersEnabled: site.newslettersEnabled,
    subscriptionsEnabled: site.subscriptionsEnabled,
    paymentsEnabled: site.paymentsEnabled,
    commentsEnabled: site.commentsEnabled,
    nutritionHidden: site.nutritionHidden,
    giftsPerMonth: site.giftsPerMonth,
    themeAccentColor: site.themeAccentColor,
    themeStyle: site.themeStyle,
    mailingAddress: site.mailingAddress,
    newsletterAnalytics: site.newsletterAnalytics,
    welcomeSubject: site.welcomeSubject,
    welcomeMessage: site.welcomeMessage,
    paidWelcomeSubject: site.paidWelcomeSubject,
    paidWelcomeMessage: site.paidWelcomeMessage,
  };
}

/**
 * The settings' ETag: a digest of every stored setting, so it moves with a change of any of
 * them (on any of the kitchen's settings pages) and with nothing else, not a publish nor
 * a new subscriber (ADR 0021).
 */
export const settingsTag = (settings: SiteSettings) => digestTag(settings);

/** The manager's view of the site: what visitors get, plus role, address and settings. */
export async function manageSiteView(
  databases: SiteDatabases,
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">,
  site: Site,
  role: SiteRole,
): Promise<ManageSite> {
  const [view, settings, url] = await Promise.all([
    siteView(databases, site),
    siteSettings(siteDbsOf(databases, site), site),
    siteOrigin(databases.platform, env, site),
  ]);
  return { ...view, url, role, settings, settingsTag: await settingsTag(settings) };
}

/** Images, themes and featured recipes named by the body must be the site's to use. */
async function checkSettings(dbs: SiteDbs, site: Site, body: SiteSettingsBody) {
  const db = dbs.site;
  const refs = new References();
  for (const field of ["featuredImageId", "logoId", "iconId", "faviconId"] as const) {
    refs.add("image", body[field], field);
  }
  body.productLinks?.forEach((link, index) => {
    refs.add("image", link.productImageId, `productLinks.${index}.productImageId`);
  });
  refs.add("colorTheme", body.colorThemeId, "colorThemeId");
  refs.add("typeTheme", body.typeThemeId, "typeThemeId");
  await refs.adoptPlatformRows(dbs);
  const featured = body.featuredRecipeIds ?? [];
  const { issues, extra } = await refs.check(
    db,
    site.id,
    featured.length
      ? [
          db
            .select({ id: recipes.id })
            .from(recipes)
            .where(
              and(
                inIdList(recipes.id, featured),
                eq(recipes.siteId, site.id),
                isNotNull(recipes.publishedAt),
              ),
            ),
        ]
      : [],
  );
  const published = new Set(((extra[0] ?? []) as { id: string }[]).map((row) => row.id));
  featured.forEach((id, index) => {
    if (!published.has(id)) {
      issues.push({
        path: `featuredRecipeIds.${index}`,
        message: "Not a published recipe of this site",
      });
    }
  });
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
}

/** Replaces one ordered list of the site when the body sent it. */
function replaceList<
  T extends
    | typeof socialLinks
    | typeof headerLinks
    | typeof productLinks
    | typeof links
    | typeof featuredRecipes,
>(db: Db, table: T, siteId: string, rows: T["$inferInsert"][] | undefined): BatchItem<"sqlite">[] {
  if (!rows) return [];
  return [db.delete(table).where(eq(table.siteId, siteId)), ...insertChunks(db, table, rows)];
}

const positioned = <T>(siteId: string, list: T[] | undefined) =>
  list?.map((item, position) => ({ ...item, siteId, position }));

/**
 * Saves the settings: the site row updated and the lists replaced in ONE batch, so a slug
 * another site took meanwhile fails the whole batch and no list is replaced. The content
 * version moves in that same row. A moved site's save is updateMovedSite's.
 */
export async function updateSiteSettings(
  dbs: SiteDbs,
  site: Site,
  body: SiteSettingsBody,
): Promise<Site> {
  const db = dbs.site;
  await checkSettings(dbs, site, body);
  if (body.slug !== site.slug)
    await refuseAnotherOwnersAddress(dbs.platform, body.slug, site.ownerId);
  // The old subdomain keeps leading to the site (former-slugs.ts), in the directory's database.
  const moves = siteSlugStatements(dbs.platform, {
    siteId: site.id,
    from: site.slug,
    to: body.slug,
  });
  const {
    socialMediaLinks,
    headerLinks: header,
    productLinks: products,
    links: pageLinks,
    featuredRecipeIds,
    ...fields
  } = body;
  const lists: BatchItem<"sqlite">[] = [
    ...replaceList(db, socialLinks, site.id, positioned(site.id, socialMediaLinks)),
    ...replaceList(db, headerLinks, site.id, positioned(site.id, header)),
    ...replaceList(
      db,
      productLinks,
      site.id,
      positioned(
        site.id,
        products?.map((link) => ({
          ...link,
          productImageId: link.productImageId ?? null,
          priceCents: link.priceCents ?? null,
        })),
      ),
    ),
    ...replaceList(
      db,
      links,
      site.id,
      positioned(
        site.id,
        pageLinks?.map((link) => ({ ...link, label: link.label ?? null })),
      ),
    ),
    ...replaceList(
      db,
      featuredRecipes,
      site.id,
      featuredRecipeIds?.map((recipeId, position) => ({ siteId: site.id, recipeId, position })),
    ),
  ];
  try {
    if (!unmoved(dbs)) return await updateMovedSite(dbs, site, fields, moves, lists);
    const [saved] = await db.batch([
      db
        .update(sites)
        .set({ ...fields, contentVersion: sql`${sites.contentVersion} + 1` })
        .where(eq(sites.id, site.id))
        .returning(),
      ...moves,
      ...lists,
    ]);
    return saved[0] ?? site;
  } catch (error) {
    if (isUniqueViolation(error, "sites.slug")) throw siteAddressTaken();
    throw error;
  }
}

type SiteFields = Omit<
  SiteSettingsBody,
  "socialMediaLinks" | "headerLinks" | "productLinks" | "links" | "featuredRecipeIds"
>;

/**
 * A moved site's settings (ADR 0014): its directory row on the platform, its lists and its
 * pictures (on its anchor) in its own database. The directory row goes first, so a slug
 * another site took stops the save before anything else is written; the content version
 * moves last, once both are, so no cached page pairs the new version with old lists.
 */
async function updateMovedSite(
  dbs: SiteDbs,
  site: Site,
  fields: SiteFields,
  moves: BatchItem<"sqlite">[],
  lists: BatchItem<"sqlite">[],
): Promise<Site> {
  const { featuredImageId, logoId, iconId, faviconId, ...directory } = fields;
  const pictures = Object.fromEntries(
    Object.entries({ featuredImageId, logoId, iconId, faviconId }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  if (Object.keys(directory).length > 0) {
    await dbs.platform.batch([
      dbs.platform.update(sites).set(directory).where(eq(sites.id, site.id)),
      ...moves,
    ]);
  }
  // The copy keeps the directory's fields in step too: a slug given up here must be free
  // for a new site's copy in the same database (sites.slug is unique there as well).
  const copy = { ...directory, ...pictures };
  const anchor = dbs.site.update(sites).set(copy).where(eq(sites.id, site.id));
  const [first, ...rest] = Object.keys(copy).length > 0 ? [anchor, ...lists] : lists;
  if (first) await dbs.site.batch([first, ...rest]);
  const [saved] = await bumpContentVersion(dbs.platform, site.id).returning();
  const [held] = await dbs.site.select(PICTURES).from(sites).where(eq(sites.id, site.id));
  return { ...(saved ?? site), ...held };
}
