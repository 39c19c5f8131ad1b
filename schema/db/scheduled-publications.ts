import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { NEWSLETTER_RECIPIENTS } from "../api/newsletter-recipients";
import { bool, createdAt, id, timestamp } from "./columns";
import { recipes } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * A draft recipe set to publish at a time, and optionally to be e-mailed then.
 * One per recipe (scheduling again changes it). The cron claims a due row by setting
 * `claimedAt` with a conditional UPDATE, publishes, and deletes the row; a claim older than
 * the lease may be taken again, so a run that died midway is finished by the next one.
 */
export const scheduledPublications = sqliteTable(
  "scheduled_publications",
  {
    id: id(),
    siteId: siteId(),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    publishAt: timestamp("publish_at").notNull(),
    /** The IANA zone the creator chose the time in: the kitchen shows it there. */
    timeZone: text("time_zone").notNull().default("UTC"),
    sendNewsletter: bool("send_newsletter").notNull().default(false),
    newsletterNote: text("newsletter_note"),
    /** Who the newsletter goes to (schema/api/newsletter-recipients.ts). */
    newsletterRecipients: text("newsletter_recipients", { enum: NEWSLETTER_RECIPIENTS })
      .notNull()
      .default("everyone"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at"),
    /** How many runs claimed it: a row that keeps failing stops being retried. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("scheduled_publications_recipe_unique").on(t.recipeId),
    index("scheduled_publications_due_idx").on(t.publishAt),
    index("scheduled_publications_site_idx").on(t.siteId, t.publishAt),
  ],
);

export type ScheduledPublication = typeof scheduledPublications.$inferSelect;
