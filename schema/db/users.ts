import {
  type AnySQLiteColumn,
  index,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, richText, timestamp, updatedAt } from "./columns";
import { imageRef } from "./images";
import { sites } from "./sites";

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

export type User = typeof users.$inferSelect;
export type AuthSession = typeof authSessions.$inferSelect;

export type ImageCrop = { width: number; height: number; x: number; y: number };
