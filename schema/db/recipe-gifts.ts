import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { recipeId } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * One recipe a paying reader gave a friend (worker/services/gifts/CONTEXT.md). The e-mailed
 * link carries a random token; only its SHA-256 is kept. Until it is opened by the account
 * of `recipientEmail` the row is an offer; once opened, `recipientUserId` is set and the row
 * is that account's grant to read this one recipe for good, whatever the giver's plan does
 * later. The giver's monthly allowance counts these rows by `createdAt`.
 */
export const recipeGifts = sqliteTable(
  "recipe_gifts",
  {
    id: id(),
    siteId: siteId(),
    recipeId: recipeId(),
    /** Null once the giver's account is gone: the friend keeps the recipe. */
    giverUserId: text("giver_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased, as the API's e-mail shape leaves it. */
    recipientEmail: text("recipient_email").notNull(),
    message: text("message"),
    tokenHash: text("token_hash").notNull(),
    /** An unopened link stops working then; an opened one never does. */
    expiresAt: timestamp("expires_at").notNull(),
    recipientUserId: text("recipient_user_id").references(() => users.id, {
      onDelete: "cascade",
    }),
    redeemedAt: timestamp("redeemed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recipe_gifts_token_hash_unique").on(t.tokenHash),
    // The allowance: this giver's gifts on this site since the 1st of the month.
    index("recipe_gifts_giver_idx").on(t.siteId, t.giverUserId, t.createdAt),
    // The paywall's question: has this account been given this recipe?
    index("recipe_gifts_grant_idx").on(t.recipeId, t.recipientUserId),
    index("recipe_gifts_recipient_email_idx").on(t.siteId, t.recipientEmail),
  ],
);

export type RecipeGift = typeof recipeGifts.$inferSelect;
