import {
  type AnySQLiteColumn,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, richText, timestamp, updatedAt } from "./columns";
import { colorThemes, typeThemes } from "./themes";

/*
 * The three tables that refer to one another: a site has an owner and pictures, a person an
 * avatar, and a picture its site and uploader. In files of their own they imported each other
 * in a circle; here nothing outside this module is needed to build them. users.ts, sites.ts
 * and images.ts export them with the rows that belong beside each.
 */

/** A person with an account. Passwordless: the e-mail address is the identity. */
export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    displayName: text("display_name"),
    handle: text("handle"),
    bio: richText("bio"),
    avatarImageId: imageRef("avatar_image_id"),
    avatarCrop: text("avatar_crop", { mode: "json" }).$type<ImageCrop>(),
    /**
     * The reader's units, carried to every site and device: saved when they switch on a
     * recipe page while signed in, applied over the browser's choice only when set (null:
     * never chosen, so the browser's or the site's default stands).
     */
    measurementSystem: text("measurement_system", { enum: ["metric", "imperial"] }),
    temperatureSystem: text("temperature_system", { enum: ["celsius", "fahrenheit"] }),
    /**
     * The person's IANA time zone, as their browser said when they last saved an e-mail
     * choice in the kitchen: their daily digest comes in the morning there (ADR 0018).
     */
    timeZone: text("time_zone"),
    /**
     * Whether a reply to one of the person's comments, on any site, is e-mailed to them
     * (services/comments/reply-mail.ts). Turned off from the account's E-mails section or
     * from the e-mail's own link.
     */
    commentReplyEmails: bool("comment_reply_emails").notNull().default(true),
    /** Platform staff (the admin pages on the platform host); null for everybody else. */
    staffRole: text("staff_role", { enum: ["staff"] }),
    /**
     * Set when the person deletes their account: sessions end at once, signing in again
     * before `purgeAt` undoes it, and after it the cron removes the account. Their comments
     * are then kept under "Deleted user" or removed, as they chose (`deletedComments`).
     */
    deletedAt: timestamp("deleted_at"),
    purgeAt: timestamp("purge_at"),
    deletedComments: text("deleted_comments", { enum: ["keep", "remove"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_handle_unique").on(t.handle),
    index("users_purge_idx").on(t.purgeAt),
  ],
);

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
    /** Newsletters count their opens and clicks (services/newsletters/engagement.ts). */
    newsletterAnalytics: bool("newsletter_analytics").notNull().default(true),
    subscriptionsEnabled: bool("subscriptions_enabled").notNull().default(false),
    paymentsEnabled: bool("payments_enabled").notNull().default(false),
    commentsEnabled: bool("comments_enabled").notNull().default(true),
    /** Hides every recipe's nutrition label on the site; the labels are still computed. */
    nutritionHidden: bool("nutrition_hidden").notNull().default(false),
    /**
     * The D1 binding that holds the site's rows (docs/decisions/0014-site-databases.md);
     * null: the platform's own database, where every site is until one is moved.
     */
    database: text("database"),
    /**
     * Set while the move script copies the site to another database: its writes answer 503
     * with Retry-After until the directory row is switched (worker/lib/site-moving.ts).
     */
    movingSince: timestamp("moving_since"),
    /**
     * Recipes each paying reader may gift a month (worker/services/gifts); 0 turns gifting
     * off. The month is the calendar month in UTC.
     */
    giftsPerMonth: integer("gifts_per_month").notNull().default(3),
    themeAccentColor: text("theme_accent_color"),
    themeStyle: text("theme_style", { enum: ["accent", "tonal", "bold"] }),
    /** Postal address in every newsletter's footer (bulk-mail law); required to send. */
    mailingAddress: text("mailing_address"),
    /**
     * The welcome e-mail each new subscriber gets once (services/subscribers/welcome-mail.ts);
     * no message, no e-mail. The subject defaults to "Welcome to {title}".
     */
    welcomeSubject: text("welcome_subject"),
    welcomeMessage: text("welcome_message"),
    /**
     * The welcome a reader who starts paying gets once instead (a free subscriber upgrading
     * too); no message: the one above, if they have not had it. The subject defaults to
     * "Thank you for supporting {title}".
     */
    paidWelcomeSubject: text("paid_welcome_subject"),
    paidWelcomeMessage: text("paid_welcome_message"),
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
    /**
     * The custom domains (hostnames) the deletion removed, so restoring the site can say which
     * to add again; null while live, and when it had none.
     */
    deletedCustomDomains: text("deleted_custom_domains", { mode: "json" }).$type<string[]>(),
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

/**
 * An uploaded picture: the bytes live in R2 under `key`, this row holds what a page needs
 * to lay it out before it loads (size and the blurred placeholder).
 *
 * Videos have no table: a video is only the id of a video on a video-sharing service,
 * so recipes, instructions and collections carry it as a `video_id` column.
 */
export const images = sqliteTable(
  "images",
  {
    id: id(),
    /** Null for pictures that belong to a person rather than a site (avatars). */
    siteId: text("site_id").references(() => sites.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A tiny data-URL placeholder shown while the real image loads. */
    lqip: text("lqip"),
    bytes: integer("bytes"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("images_key_unique").on(t.key), index("images_site_idx").on(t.siteId)],
);

/**
 * An optional picture setting (a logo, a featured image): deleting the image clears it.
 * A hoisted function typed with AnySQLiteColumn: the users and sites tables above call it
 * before the images table exists.
 */
export function imageRef(name: string) {
  return text(name).references((): AnySQLiteColumn => images.id, { onDelete: "set null" });
}

export type User = typeof users.$inferSelect;
export type Site = typeof sites.$inferSelect;
export type Image = typeof images.$inferSelect;

export type ImageCrop = { width: number; height: number; x: number; y: number };
