import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";

/** Someone who asked to hear when they can open a site (manage early-signups call). */
export const earlySignups = sqliteTable(
  "early_signups",
  {
    id: id(),
    email: text("email").notNull(),
    /** Where the sign-up came from (a page or campaign), for the marketing side. */
    source: text("source"),
    /** The site they mean to open, as they named it (optional). */
    siteName: text("site_name"),
    /** SHA-256 of the confirmation link's token; the token itself is only in the e-mail. */
    confirmTokenHash: text("confirm_token_hash"),
    /** Set when they opened the link (double opt-in); null rows are unconfirmed. */
    confirmedAt: timestamp("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("early_signups_email_unique").on(t.email)],
);

export type EarlySignup = typeof earlySignups.$inferSelect;
