import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { users } from "./users";

/**
 * A personal API token: a person's own scripts and tools call the manage API with it as a
 * bearer token from any client. Like sessions, only the SHA-256 of the secret is stored; the
 * secret is shown once, at creation. `prefix` (the first characters, "rcp_…") lets the person
 * tell their tokens apart and secret scanners recognise a leaked one.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** "read": GET only; "write": everything the person may do on the sites in scope. */
    access: text("access", { enum: ["read", "write"] }).notNull(),
    /** The sites it acts on; null: every site the person manages, now or later. */
    siteIds: text("site_ids", { mode: "json" }).$type<string[] | null>(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at"),
    revokedAt: timestamp("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_tokens_token_hash_unique").on(t.tokenHash),
    index("api_tokens_user_idx").on(t.userId),
  ],
);

export type ApiToken = typeof apiTokens.$inferSelect;
