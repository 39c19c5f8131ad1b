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
    // The session whose single-use token signed this one in on another host (a site's account
    // menu into the account area, the kitchen's preview onto the site): signing out of that
    // one signs this one out too. No foreign key: sessions are only ever revoked, not deleted.
    parentSessionId: text("parent_session_id"),
  },
  (t) => [
    uniqueIndex("auth_sessions_token_hash_unique").on(t.tokenHash),
    index("auth_sessions_user_idx").on(t.userId),
    index("auth_sessions_parent_idx").on(t.parentSessionId),
  ],
);

export type AuthSession = typeof authSessions.$inferSelect;
