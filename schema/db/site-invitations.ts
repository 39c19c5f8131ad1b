import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * An invitation to help run a site (worker/services/team/CONTEXT.md): the owner names an
 * address, the e-mailed link carries a random token (only its SHA-256 is kept), and the
 * signed-in account of that address accepts it and becomes a manager (`site_members`). The
 * row goes when it is accepted or withdrawn; inviting the same address again replaces it,
 * so one site has at most one invitation per address and an older link stops working.
 * Beside `site_members` in the platform's database (ADR 0014), where the manager check reads.
 */
export const siteInvitations = sqliteTable(
  "site_invitations",
  {
    id: id(),
    siteId: siteId(),
    /** Lower-cased, as the API's e-mail shape leaves it. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Null once the inviter's account is gone: the invitation still stands. */
    invitedByUserId: text("invited_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** The link stops working then; `createdAt` is when it was (last) sent. */
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("site_invitations_token_hash_unique").on(t.tokenHash),
    uniqueIndex("site_invitations_site_email_unique").on(t.siteId, t.email),
    index("site_invitations_email_idx").on(t.email),
  ],
);

export type SiteInvitation = typeof siteInvitations.$inferSelect;
