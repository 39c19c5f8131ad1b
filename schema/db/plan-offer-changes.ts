import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * Who changed what a site offers new paid subscribers (free trial, first-period discount),
 * and when: the Plans page lists them, as the subscribers page lists subscriber actions.
 */
export const planOfferChanges = sqliteTable(
  "plan_offer_changes",
  {
    id: id(),
    siteId: siteId(),
    /** The manager who did it; kept (null) if their account goes. */
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** What changed, in words ("Free trial: 14 days", "First-period discount: none"). */
    detail: text("detail").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("plan_offer_changes_site_idx").on(t.siteId, t.createdAt)],
);

export type PlanOfferChange = typeof planOfferChanges.$inferSelect;
