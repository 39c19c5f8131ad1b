import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { siteId } from "./sites";

/**
 * A newsletter sign-up waiting for its address to be confirmed (double opt-in): the footer
 * form and the newsletter modal of a signed-out visitor. Nobody is subscribed, and no
 * account is made, until the e-mailed link is used; so an unconfirmed address is never in a
 * newsletter's audience. One row per site and address (asking again sends a fresh link);
 * only the link's SHA-256 is kept. Rows past `expiresAt` are refused and swept by the cron.
 */
export const newsletterConfirmations = sqliteTable(
  "newsletter_confirmations",
  {
    id: id(),
    siteId: siteId(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_confirmations_site_email_unique").on(t.siteId, t.email),
    uniqueIndex("newsletter_confirmations_token_unique").on(t.tokenHash),
    index("newsletter_confirmations_expires_idx").on(t.expiresAt),
  ],
);

export type NewsletterConfirmation = typeof newsletterConfirmations.$inferSelect;
