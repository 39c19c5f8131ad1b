import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
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
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    recipientCount: integer("recipient_count").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    index("newsletter_sends_site_idx").on(t.siteId, t.createdAt),
    index("newsletter_sends_recipe_idx").on(t.recipeId),
  ],
);

/**
 * One e-mail of a send. Unique per address, so a retried queue batch cannot mail anyone
 * twice; attempts and the provider's message id make retries and bounces traceable.
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
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    providerMessageId: text("provider_message_id"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_send_email_unique").on(t.sendId, t.email),
    index("newsletter_deliveries_send_status_idx").on(t.sendId, t.status),
    index("newsletter_deliveries_subscription_idx").on(t.subscriptionId),
  ],
);

export type NewsletterSend = typeof newsletterSends.$inferSelect;
export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
