import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { HostnameRecord } from "../api/manage-domains";
import { bool, createdAt, id, richText, timestamp, updatedAt } from "./columns";
import { imageRef } from "./images";
import { colorThemes, typeThemes } from "./themes";
import { users } from "./users";

/**
 * A creator site: one slug, one look, one audience. Every setting of
 * docs/spec/platform-and-kitchen.md §3 lives here.
 */
export const sites = sqliteTable(
  "sites",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    aboutShort: text("about_short"),
    about: richText("about"),
    aboutHeading: text("about_heading"),
    featuredImageId: imageRef("featured_image_id"),
    logoId: imageRef("logo_id"),
    iconId: imageRef("icon_id"),
    faviconId: imageRef("favicon_id"),
    colorThemeId: text("color_theme_id").references(() => colorThemes.id, { onDelete: "set null" }),
    typeThemeId: text("type_theme_id").references(() => typeThemes.id, { onDelete: "set null" }),
    cssOverrides: text("css_overrides"),
    googleAnalyticsId: text("google_analytics_id"),
    defaultMeasurementSystem: text("default_measurement_system", { enum: ["metric", "imperial"] })
      .notNull()
      .default("imperial"),
    defaultTemperatureSystem: text("default_temperature_system", {
      enum: ["celsius", "fahrenheit"],
    })
      .notNull()
      .default("fahrenheit"),
    headerLayout: text("header_layout", { enum: ["left", "centered"] })
      .notNull()
      .default("left"),
    /** The page layout the site chose (standard, link-in-bio, cookbook). */
    layout: text("layout", { enum: ["standard", "link-in-bio", "cookbook"] })
      .notNull()
      .default("standard"),
    hideSidebarBio: bool("hide_sidebar_bio").notNull().default(false),
    linkPageHeading: text("link_page_heading"),
    newslettersEnabled: bool("newsletters_enabled").notNull().default(true),
    subscriptionsEnabled: bool("subscriptions_enabled").notNull().default(false),
    paymentsEnabled: bool("payments_enabled").notNull().default(false),
    commentsEnabled: bool("comments_enabled").notNull().default(true),
    /** Hides every recipe's nutrition label on the site; the labels are still computed. */
    nutritionHidden: bool("nutrition_hidden").notNull().default(false),
    /**
     * Recipes each paying reader may gift a month (worker/services/gifts); 0 turns gifting
     * off. The month is the calendar month in UTC.
     */
    giftsPerMonth: integer("gifts_per_month").notNull().default(3),
    themeAccentColor: text("theme_accent_color"),
    themeStyle: text("theme_style", { enum: ["accent", "tonal", "bold"] }),
    /** Postal address in every newsletter's footer (bulk-mail law); required to send. */
    mailingAddress: text("mailing_address"),
    monthlyAmountCents: integer("monthly_amount_cents"),
    yearlyAmountCents: integer("yearly_amount_cents"),
    /**
     * The creator's Stripe Connect account (created once, onboarded through Account Links)
     * and what Stripe last said it may do; account.updated webhooks and the Plans page
     * refresh the two flags.
     */
    stripeAccountId: text("stripe_account_id"),
    stripeChargesEnabled: bool("stripe_charges_enabled").notNull().default(false),
    stripePayoutsEnabled: bool("stripe_payouts_enabled").notNull().default(false),
    /** The Product on the connected account that the site's plan prices belong to. */
    stripeProductId: text("stripe_product_id"),
    /** Stripe prices for the site's plans, created when the author sets amounts. */
    stripeMonthlyPriceId: text("stripe_monthly_price_id"),
    stripeYearlyPriceId: text("stripe_yearly_price_id"),
    /**
     * The Billing Portal configuration on the connected account: what readers may do there
     * (switch between the site's current prices, update the card, cancel at period end).
     */
    stripePortalConfigurationId: text("stripe_portal_configuration_id"),
    /** Days free before a new paid subscription's first charge (Checkout's trial); null: none. */
    trialDays: integer("trial_days"),
    /**
     * Percent off a new paid subscriber's first paid period (1–100; null: none), sold through
     * a promotion code of a once-only coupon on the connected account that Checkout applies.
     */
    firstPeriodPercentOff: integer("first_period_percent_off"),
    stripeFirstPeriodPromotionCodeId: text("stripe_first_period_promotion_code_id"),
    /**
     * The creator's platform plan in force now, kept by the platform's webhooks from the
     * site's app subscription (schema/db/payments.ts); what each plan unlocks is
     * worker/services/platform-plan/features.ts. On the site row because the subscribe page
     * and every checkout ask it.
     */
    platformPlan: text("platform_plan", { enum: ["free", "pro"] })
      .notNull()
      .default("free"),
    /** Bumped by every publish, unpublish and settings change: part of the edge cache key. */
    contentVersion: integer("content_version").notNull().default(1),
    /**
     * Set when the owner deletes the site: its pages stop at once, and the cron removes its
     * data and media at `purgeAt` unless the owner restores it before then (null: live).
     */
    deletedAt: timestamp("deleted_at"),
    purgeAt: timestamp("purge_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sites_slug_unique").on(t.slug),
    index("sites_owner_idx").on(t.ownerId),
    // account.updated webhooks find the site by its connected account.
    uniqueIndex("sites_stripe_account_unique").on(t.stripeAccountId),
    // The cron's hard delete finds the sites whose undo window has ended.
    index("sites_purge_idx").on(t.purgeAt),
  ],
);

/** The owning site of a product row; the row goes when the site goes. Hoisted for import cycles. */
export function siteId() {
  return text("site_id")
    .notNull()
    .references((): AnySQLiteColumn => sites.id, { onDelete: "cascade" });
}

/** A catalogue row's site; null for the platform-wide catalogue. */
export function optionalSiteId() {
  return text("site_id").references((): AnySQLiteColumn => sites.id, { onDelete: "cascade" });
}

/** Who may use a site's kitchen. The owner also has a row here with role "owner". */
export const siteMembers = sqliteTable(
  "site_members",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "manager"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId] }),
    index("site_members_user_idx").on(t.userId),
  ],
);

/** A creator's own domain. Only verified domains route to the site. */
export const customDomains = sqliteTable(
  "custom_domains",
  {
    id: id(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    hostname: text("hostname").notNull(),
    status: text("status", { enum: ["pending", "active", "failed"] })
      .notNull()
      .default("pending"),
    verificationToken: text("verification_token").notNull(),
    verifiedAt: timestamp("verified_at"),
    /**
     * The Cloudflare for SaaS custom hostname serving it (worker/services/custom-hostnames),
     * and what Cloudflare last reported: null when no zone is configured.
     */
    cfHostnameId: text("cf_hostname_id"),
    cfStatus: text("cf_status"),
    cfSslStatus: text("cf_ssl_status"),
    /** The TXT records Cloudflare asks for (ownership, certificate) and its errors, as reported. */
    cfRecords: text("cf_records", { mode: "json" }).$type<HostnameRecord[]>(),
    cfErrors: text("cf_errors", { mode: "json" }).$type<string[]>(),
    checkedAt: timestamp("checked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("custom_domains_hostname_unique").on(t.hostname),
    index("custom_domains_site_idx").on(t.siteId),
  ],
);

export type Site = typeof sites.$inferSelect;
export type SiteMember = typeof siteMembers.$inferSelect;
export type CustomDomain = typeof customDomains.$inferSelect;
