import {
  type AnySQLiteColumn,
  index,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { sites, users } from "./users-sites-images";

export { type ImageCrop, type User, users } from "./users-sites-images";

/**
 * A signed-in session. The bearer token is never stored, only its SHA-256 hash.
 * `siteId` scopes a session to the creator site it was signed in on (null: the platform host),
 * so a cookie stolen from one site cannot act on another.
 */
export const authSessions = sqliteTable(
  "auth_sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    // Deleting a site ends the sessions signed in on it.
    siteId: text("site_id").references((): AnySQLiteColumn => sites.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
  },
  (t) => [
    uniqueIndex("auth_sessions_token_hash_unique").on(t.tokenHash),
    index("auth_sessions_user_idx").on(t.userId),
  ],
);

export type AuthSession = typeof authSessions.$inferSelect;
