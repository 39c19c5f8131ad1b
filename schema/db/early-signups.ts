import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/** Someone who asked to hear when they can open a site (manage early-signups call). */
export const earlySignups = sqliteTable(
  "early_signups",
  {
    id: id(),
    email: text("email").notNull(),
    /** Where the sign-up came from (a page or campaign), for the marketing side. */
    source: text("source"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("early_signups_email_unique").on(t.email)],
);

export type EarlySignup = typeof earlySignups.$inferSelect;
