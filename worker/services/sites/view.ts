import { images } from "@schema/db/images";
import { recipes } from "@schema/db/recipes";
import {
  events,
  featuredRecipes,
  headerLinks,
  links,
  productLinks,
  socialLinks,
} from "@schema/db/site-content";
import { sites } from "@schema/db/sites";
import { colorThemes, typeThemes } from "@schema/db/themes";
import { users } from "@schema/db/users";
import { and, asc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { preparedBatch } from "../../lib/prepared-batch";
import type { SiteDatabases } from "../../lib/site-databases";
import { eventTimes } from "../events/view";
import { imageView } from "../media/image-view";
import { offeredPlans } from "../payments/connect";
import { cardColumns, cardExtras, cardOf } from "../recipes/cards";
import { liveSite, type Site } from "./lookup";

/** docs/spec/visitor-experience.md §9: the home page features at most five recipes. */
export const MAX_FEATURED_RECIPES = 5;

/**
 * Every list a site view is built from, keyed by SQL naming the site's row: an id, or a
 * slug when the site row comes in the same batch. Nothing here waits for another answer.
 */
function siteViewQueries(db: Db, siteWhere: SQL) {
  const column = (name: SQLiteColumn) =>
    sql`(${db.select({ value: name }).from(sites).where(siteWhere)})`;
  const siteId = column(sites.id);
  const ownerId = column(sites.ownerId);
  // Pictures the view names: the site's own, the owner's avatar, events' and products'.
  // (An OR of INs, not one UNION: D1 caps a compound SELECT at a handful of terms.)
  const imageIds = or(
    sql`${images.id} in (${column(sites.featuredImageId)}, ${column(sites.logoId)},
      ${column(sites.iconId)}, ${column(sites.faviconId)})`,
    sql`${images.id} in (${db
      .select({ id: users.avatarImageId })
      .from(users)
      .where(eq(users.id, ownerId))})`,
    sql`${images.id} in (${db
      .select({ id: events.imageId })
      .from(events)
      .where(eq(events.siteId, siteId))})`,
    sql`${images.id} in (${db
      .select({ id: productLinks.productImageId })
      .from(productLinks)
      .where(eq(productLinks.siteId, siteId))})`,
  );
  return [
    db.select().from(users).where(eq(users.id, ownerId)),
    db
      .select()
      .from(colorThemes)
      .where(eq(colorThemes.id, column(sites.colorThemeId))),
    db
      .select()
      .from(typeThemes)
      .where(eq(typeThemes.id, column(sites.typeThemeId))),
    db
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.siteId, siteId))
      .orderBy(asc(socialLinks.position)),
    db
      .select()
      .from(headerLinks)
      .where(eq(headerLinks.siteId, siteId))
      .orderBy(asc(headerLinks.position)),
    db.select().from(links).where(eq(links.siteId, siteId)).orderBy(asc(links.position)),
    db.select().from(events).where(eq(events.siteId, siteId)).orderBy(asc(events.date)),
    db
      .select()
      .from(productLinks)
      .where(eq(productLinks.siteId, siteId))
      .orderBy(asc(productLinks.position)),
    // The home page slider: featured order, published only (an unpublished pick drops
    // out without a gap), five at most whatever the table holds. Each row brings its
    // card's cover and terms, so the view needs no second round trip.
    db
      .select({ ...cardColumns, ...cardExtras })
      .from(featuredRecipes)
      .innerJoin(recipes, eq(recipes.id, featuredRecipes.recipeId))
      .where(
        and(
          eq(featuredRecipes.siteId, siteId),
          // The unary plus keeps SQLite off recipes' site index: walking it read every
          // published recipe of the site to find the five picks, where the picks' own rows
          // lead to their recipes by id.
          sql`+${recipes.siteId} = ${siteId}`,
          isNotNull(recipes.publishedAt),
        ),
      )
      .orderBy(asc(featuredRecipes.position))
      .limit(MAX_FEATURED_RECIPES),
    db.select().from(images).where(imageIds),
    // Whether the site has a published subscriber-only recipe: the upgrade pitch promises
    // "all recipes" only then. One entry of a partial index (recipes_site_locked_idx), read
    // with the rest, so it moves with the content version like every publish does.
    db
      .select({ id: recipes.id })
      .from(recipes)
      .where(
        and(
          eq(recipes.siteId, siteId),
          // Literal, not a bound value: SQLite takes a partial index only for a condition
          // it can see implies the index's own.
          sql`${recipes.privacySetting} = 'subscribers_only'`,
          isNotNull(recipes.publishedAt),
        ),
      )
      .limit(1),
  ] as const;
}

/** The site's row and every list of its view, for the site `siteWhere` names. */
const siteViewStatements = (db: Db, siteWhere: SQL) =>
  [db.select().from(sites).where(siteWhere).limit(1), ...siteViewQueries(db, siteWhere)] as const;

/** The site named by its id or by its slug, the only value of the read (prepared-batch.ts). */
const SITE = sql.placeholder("site");
// By slug is the public read: a deleted site is not there. By id is the kitchen's own.
const readById = preparedBatch((db) => siteViewStatements(db, eq(sites.id, SITE)));
const readBySlug = preparedBatch((db) =>
  siteViewStatements(db, liveSite(eq(sites.slug, SITE)) as SQL),
);

type SiteViewRows = Awaited<ReturnType<typeof readSiteView>>;

async function readSiteView(db: Db, by: { id: string } | { slug: string }) {
  const [siteRows, ...rows] =
    "id" in by ? await readById(db, { site: by.id }) : await readBySlug(db, { site: by.slug });
  return { site: siteRows[0] ?? null, rows };
}

/** The pictures a site database's copy of the directory row holds (ADR 0014). */
const picturesOf = (site: Site) => ({
  featuredImageId: site.featuredImageId,
  logoId: site.logoId,
  iconId: site.iconId,
  faviconId: site.faviconId,
});

/**
 * The view's rows where the site's rows are. A site not moved is read in the platform's one
 * batch. A moved site is read again in its own database, by id: its lists, its pictures
 * (named by the copy of its directory row there) and their images. Who its owner is, with
 * their avatar, stays the platform's read, as do its settings.
 */
async function readRouted(databases: SiteDatabases, by: { id: string } | { slug: string }) {
  const { platform } = databases;
  const read = await readSiteView(platform, by);
  const home = read.site && databases.of(read.site.database);
  if (!read.site || !home || home === platform) return read;
  const there = await readSiteView(home, { id: read.site.id });
  if (!there.site) throw new Error(`Site ${read.site.id} is not in ${read.site.database}`);
  const rows: SiteViewRows["rows"] = [...there.rows];
  rows[0] = read.rows[0]; // the owner
  rows[9] = [...there.rows[9], ...read.rows[9]]; // the images: the site's, and the avatar
  return { site: { ...read.site, ...picturesOf(there.site) }, rows };
}

/**
 * The public read shape of a site (docs/spec/platform-and-kitchen.md §3 "Site (read)"): everything
 * the header, footer, theme and site pages need, in one D1 batch (two for a moved site).
 */
export async function siteView(databases: SiteDatabases, site: Site) {
  const read = await readRouted(databases, { id: site.id });
  return assembleSiteView({ ...site, ...picturesOf(read.site ?? site) }, read.rows);
}

/** The same by the site's slug, the site row read in the same batch; null for no such site. */
export async function siteViewBySlug(databases: SiteDatabases, slug: string) {
  const { site, rows } = await readRouted(databases, { slug });
  return site ? assembleSiteView(site, rows) : null;
}

function assembleSiteView(site: Site, rows: SiteViewRows["rows"]) {
  const [
    owner,
    colorTheme,
    typeTheme,
    social,
    header,
    linkRows,
    eventRows,
    products,
    featured,
    imageRows,
    locked,
  ] = rows;
  const featuredCards = featured.map(cardOf);
  const image = (id: string | null | undefined) =>
    imageView(imageRows.find((row) => row.id === id));

  const ownerRow = owner[0];
  const theme = colorTheme[0];
  const type = typeTheme[0];
  return {
    id: site.id,
    slug: site.slug,
    title: site.title,
    aboutShort: site.aboutShort,
    about: site.about,
    aboutHeading: site.aboutHeading,
    owner: { displayName: ownerRow?.displayName ?? null, avatar: image(ownerRow?.avatarImageId) },
    featuredImage: image(site.featuredImageId),
    logo: image(site.logoId),
    icon: image(site.iconId),
    favicon: image(site.faviconId),
    colorTheme: theme
      ? {
          colorText: theme.colorText,
          colorAccent: theme.colorAccent,
          colorSubdued: theme.colorSubdued,
          colorOverlay: theme.colorOverlay,
          colorBackground: theme.colorBackground,
          colorPanel: theme.colorPanel,
          colorEmphasis: theme.colorEmphasis,
          colorOutline: theme.colorOutline,
        }
      : null,
    typeTheme: type
      ? {
          displayFontFamily: type.displayFontFamily,
          narrativeFontFamily: type.narrativeFontFamily,
          displayFontNormalWeight: type.displayFontNormalWeight,
          displayFontBoldWeight: type.displayFontBoldWeight,
          narrativeFontNormalWeight: type.narrativeFontNormalWeight,
          narrativeFontBoldWeight: type.narrativeFontBoldWeight,
        }
      : null,
    themeAccentColor: site.themeAccentColor,
    themeStyle: site.themeStyle,
    cssOverrides: site.cssOverrides,
    googleAnalyticsId: site.googleAnalyticsId,
    defaultMeasurementSystem: site.defaultMeasurementSystem,
    defaultTemperatureSystem: site.defaultTemperatureSystem,
    headerLayout: site.headerLayout,
    layout: site.layout,
    hideSidebarBio: site.hideSidebarBio,
    linkPageHeading: site.linkPageHeading,
    headerLinks: header.map(({ label, href, openInNewTab }) => ({ label, href, openInNewTab })),
    links: linkRows.map(({ id, label, href }) => ({ id, label, href })),
    events: eventRows.map((event) => {
      const { timeZone, startsAt, endsAt } = eventTimes(event);
      return {
        id: event.id,
        title: event.title,
        image: image(event.imageId),
        date: event.date.toISOString(),
        timeZone,
        startDate: startsAt,
        endDate: endsAt,
        location: event.location,
        onlineUrl: event.onlineUrl,
        description: event.description,
        href: event.href,
      };
    }),
    socialMediaLinks: social.map(({ id, platform, url }) => ({ id, platform, url })),
    featuredRecipes: featuredCards,
    productLinks: products.map((product) => ({
      id: product.id,
      href: product.href,
      productImage: image(product.productImageId),
      productTitle: product.productTitle,
      priceCents: product.priceCents,
    })),
    commentsEnabled: site.commentsEnabled,
    giftsEnabled: site.giftsPerMonth > 0,
    hasSubscriberOnlyRecipes: locked.length > 0,
    newslettersEnabled: site.newslettersEnabled,
    subscriptionsEnabled: site.subscriptionsEnabled,
    // Paid plans as they really are in Stripe, not as typed into the settings.
    ...offeredPlans(site),
    contentVersion: site.contentVersion,
  };
}

export type SiteView = Awaited<ReturnType<typeof siteView>>;
