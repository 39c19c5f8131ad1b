import { and, asc, eq, inArray } from "drizzle-orm";
import { images } from "../../schema/db/images";
import { recipes } from "../../schema/db/recipes";
import {
  events,
  featuredRecipes,
  headerLinks,
  links,
  productLinks,
  socialLinks,
} from "../../schema/db/site-content";
import { colorThemes, typeThemes } from "../../schema/db/themes";
import { users } from "../../schema/db/users";
import type { Db } from "../env";
import { imageView } from "./media";
import { cardColumns, publishedOn, recipeCards } from "./recipe-cards";
import type { Site } from "./sites";

/** Visitor spec §9: the home page features at most five recipes. */
export const MAX_FEATURED_RECIPES = 5;

/**
 * The public read shape of a site (spec "Site (read)"): everything the header, footer,
 * theme and site pages need, read in one D1 round trip.
 */
export async function siteView(db: Db, site: Site) {
  const [owner, colorTheme, typeTheme, social, header, linkRows, eventRows, products, featured] =
    await db.batch([
      db.select().from(users).where(eq(users.id, site.ownerId)),
      db
        .select()
        .from(colorThemes)
        .where(eq(colorThemes.id, site.colorThemeId ?? "")),
      db
        .select()
        .from(typeThemes)
        .where(eq(typeThemes.id, site.typeThemeId ?? "")),
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
      db.select().from(links).where(eq(links.siteId, site.id)).orderBy(asc(links.position)),
      db.select().from(events).where(eq(events.siteId, site.id)).orderBy(asc(events.date)),
      db
        .select()
        .from(productLinks)
        .where(eq(productLinks.siteId, site.id))
        .orderBy(asc(productLinks.position)),
      // The home page slider: featured order, published only (an unpublished pick drops
      // out without a gap), five at most whatever the table holds.
      db
        .select(cardColumns)
        .from(featuredRecipes)
        .innerJoin(recipes, eq(recipes.id, featuredRecipes.recipeId))
        .where(and(eq(featuredRecipes.siteId, site.id), publishedOn(site.id)))
        .orderBy(asc(featuredRecipes.position))
        .limit(MAX_FEATURED_RECIPES),
    ]);

  const imageIds = [
    site.featuredImageId,
    site.logoId,
    site.iconId,
    site.faviconId,
    owner[0]?.avatarImageId,
    ...eventRows.map((event) => event.imageId),
    ...products.map((product) => product.productImageId),
  ].filter((id): id is string => Boolean(id));
  const [imageRows, featuredCards] = await Promise.all([
    imageIds.length ? db.select().from(images).where(inArray(images.id, imageIds)) : [],
    recipeCards(db, featured),
  ]);
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
    events: eventRows.map((event) => ({
      id: event.id,
      title: event.title,
      image: image(event.imageId),
      date: event.date.toISOString(),
      location: event.location,
      description: event.description,
      href: event.href,
    })),
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
    newslettersEnabled: site.newslettersEnabled,
    subscriptionsEnabled: site.subscriptionsEnabled,
    paymentsEnabled: site.paymentsEnabled,
    monthlyAmountCents: site.monthlyAmountCents,
    yearlyAmountCents: site.yearlyAmountCents,
    contentVersion: site.contentVersion,
  };
}

export type SiteView = Awaited<ReturnType<typeof siteView>>;
