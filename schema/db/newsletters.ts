import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { NewsletterLink } from "../api/newsletter-links";
import { NEWSLETTER_RECIPIENTS } from "../api/newsletter-recipients";
import { bool, createdAt, id, timestamp, updatedAt } from "./columns";
import { recipes } from "./recipes";
import { siteId } from "./sites";
import { siteSubscriptions } from "./subscriptions";
import { users } from "./users";

/**
 * One newsletter about a recipe, sent to a site's opted-in subscribers. The queue
 * consumer fans it out into deliveries and keeps the counts.
 */
export const newsletterSends = sqliteTable(
  "newsletter_sends",
  {
    id: id(),
    siteId: siteId(),
    // Set null, not cascade: the record that a newsletter went out outlives the recipe.
    recipeId: text("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    note: text("note"),
    /** Who it goes to, of the site's audience (schema/api/newsletter-recipients.ts). */
    recipients: text("recipients", { enum: NEWSLETTER_RECIPIENTS }).notNull().default("everyone"),
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    recipientCount: integer("recipient_count").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    /** Recipients the provider then reported as a hard bounce or a spam complaint. */
    bouncedCount: integer("bounced_count").notNull().default(0),
    complainedCount: integer("complained_count").notNull().default(0),
    /**
     * Whether this send counts opens and clicks (the site's setting when it was asked for):
     * its e-mails carry the open image and the counted links (engagement.ts).
     */
    tracked: bool("tracked").notNull().default(false),
    /** Recipients who opened it, and who clicked a link in it: each reader once. */
    openedCount: integer("opened_count").notNull().default(0),
    clickedCount: integer("clicked_count").notNull().default(0),
    /** Readers who clicked each of the e-mail's links, by its name (NEWSLETTER_LINKS). */
    linkReaders: text("link_readers", { mode: "json" })
      .$type<Partial<Record<NewsletterLink, number>>>()
      .notNull()
      .default({}),
    /**
     * When the send's delivery rows were deleted, its counts staying (history.ts): a
     * finished send keeps one row, not one per recipient.
     */
    deliveriesPrunedAt: timestamp("deliveries_pruned_at"),
    /** The client's Idempotency-Key: a repeated POST within 24 hours returns this send. */
    idempotencyKey: text("idempotency_key"),
    /** Set when every recipient has a delivery row; the send can finish only after that. */
    fanoutComplete: bool("fanout_complete").notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    index("newsletter_sends_site_idx").on(t.siteId, t.createdAt),
    index("newsletter_sends_recipe_idx").on(t.recipeId),
    uniqueIndex("newsletter_sends_site_idempotency_unique").on(t.siteId, t.idempotencyKey),
  ],
);

export const deliveryStatuses = ["pending", "sending", "sent", "failed", "skipped"] as const;

/**
 * One e-mail of a send. Unique per recipient, so a retried queue batch cannot mail anyone
 * twice. `subscriptionKey` is the subscription's id copied (no foreign key): the fan-out
 * pages recipients by it, and it stays put if the subscription is deleted mid-send.
 * A row is `sending` from just before its e-mail goes to the provider until the answer.
 */
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    id: id(),
    sendId: text("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id").references(() => siteSubscriptions.id, {
      onDelete: "set null",
    }),
    // The default only lets SQLite add the column to an existing table; every insert sets it.
    subscriptionKey: text("subscription_key").notNull().default(""),
    email: text("email").notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    providerMessageId: text("provider_message_id"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp("sent_at"),
    /** The first time the reader's mail program loaded the open image, and first clicked. */
    openedAt: timestamp("opened_at"),
    clickedAt: timestamp("clicked_at"),
    /** The links the reader clicked, one bit each (NEWSLETTER_LINKS' order): each counts once. */
    clickedLinks: integer("clicked_links").notNull().default(0),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_send_email_unique").on(t.sendId, t.email),
    uniqueIndex("newsletter_deliveries_send_subscription_unique").on(t.sendId, t.subscriptionKey),
    index("newsletter_deliveries_send_status_idx").on(t.sendId, t.status),
    index("newsletter_deliveries_subscription_idx").on(t.subscriptionId),
  ],
);

/**
 * Addresses a site never e-mails again: the provider reported a hard bounce or a spam
 * complaint for them (the mail webhook). One row per site and address.
 */
export const newsletterSuppressions = sqliteTable(
  "newsletter_suppressions",
  {
    id: id(),
    siteId: siteId(),
    email: text("email").notNull(),
    reason: text("reason", { enum: ["bounce", "complaint"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_suppressions_site_email_unique").on(t.siteId, t.email)],
);

export type NewsletterSend = typeof newsletterSends.$inferSelect;
export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
export type NewsletterSuppression = typeof newsletterSuppressions.$inferSelect;
