import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, richText, timestamp } from "./columns";
import { imageRef } from "./images";
import { recipeId } from "./recipes";
import { siteId } from "./sites";

/**
 * The lists a site shows around its recipes: events, the links page, header links,
 * social links, product links and featured recipes. Each keeps its own order.
 */

/** Platforms a social link may point at; the kitchen offers the first eight. */
export const socialPlatforms = [
  "discord",
  "email",
  "instagram",
  "pinterest",
  "substack",
  "tiktok",
  "x",
  "youtube",
  "facebook",
  "website",
  "amazon",
] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/**
 * An event: `date` is the instant it starts; `timeZone` (IANA) is where its wall-clock time
 * is read, so "18:30 in Paris" stays 18:30 in Paris across daylight-saving changes. A place
 * (`location`), an online link (`onlineUrl`) or both.
 */
export const events = sqliteTable(
  "events",
  {
    id: id(),
    siteId: siteId(),
    title: text("title").notNull(),
    imageId: imageRef("image_id"),
    date: timestamp("date").notNull(),
    /** When it ends, read in the same zone; null: the creator gave only a start. */
    endsAt: timestamp("ends_at"),
    timeZone: text("time_zone").notNull().default("UTC"),
    location: text("location"),
    onlineUrl: text("online_url"),
    description: richText("description"),
    href: text("href"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("events_site_date_idx").on(t.siteId, t.date)],
);

/** The /links page (link-in-bio). The write shape allows a link without a label. */
export const links = sqliteTable(
  "links",
  {
    id: id(),
    siteId: siteId(),
    label: text("label"),
    href: text("href").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("links_site_idx").on(t.siteId, t.position)],
);

export const headerLinks = sqliteTable(
  "header_links",
  {
    id: id(),
    siteId: siteId(),
    label: text("label").notNull(),
    href: text("href").notNull(),
    openInNewTab: bool("open_in_new_tab").notNull().default(false),
    position: integer("position").notNull(),
  },
  (t) => [index("header_links_site_idx").on(t.siteId, t.position)],
);

export const socialLinks = sqliteTable(
  "social_links",
  {
    id: id(),
    siteId: siteId(),
    platform: text("platform", { enum: socialPlatforms }).notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("social_links_site_idx").on(t.siteId, t.position)],
);

/** "My favorite products": an affiliate or shop link with a picture and optional price. */
export const productLinks = sqliteTable(
  "product_links",
  {
    id: id(),
    siteId: siteId(),
    productTitle: richText("product_title").notNull(),
    productImageId: imageRef("product_image_id"),
    href: text("href").notNull(),
    priceCents: integer("price_cents"),
    position: integer("position").notNull(),
  },
  (t) => [index("product_links_site_idx").on(t.siteId, t.position)],
);

/** The home page slider. At most five per site: enforced by the service, not here. */
export const featuredRecipes = sqliteTable(
  "featured_recipes",
  {
    siteId: siteId(),
    recipeId: recipeId(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.recipeId] }),
    index("featured_recipes_recipe_idx").on(t.recipeId),
  ],
);

export type SiteEvent = typeof events.$inferSelect;
export type Link = typeof links.$inferSelect;
export type HeaderLink = typeof headerLinks.$inferSelect;
export type SocialLink = typeof socialLinks.$inferSelect;
export type ProductLink = typeof productLinks.$inferSelect;
export type FeaturedRecipe = typeof featuredRecipes.$inferSelect;
