import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * News for one of a site's people who chose one e-mail a day (ADR 0018): a reader's comment,
 * or a reader's plan begun or set to end, held until their daily digest goes
 * (worker/services/notices/). It names the news, not what it said: the digest reads each
 * comment and subscription again when it is sent, as the single e-mails do.
 */
export const noticeDigestItems = sqliteTable(
  "notice_digest_items",
  {
    id: id(),
    siteId: siteId(),
    /** Whom the digest goes to: an owner or manager of the site. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["comment", "free", "paid", "cancelled"] }).notNull(),
    /** The comment, or the reader's site_subscriptions row. */
    subjectId: text("subject_id").notNull(),
    /** The Stripe subscription a paid start or a cancellation was about. */
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** The news's own key (the single e-mail's), so a redelivered job holds it once. */
    newsKey: text("news_key").notNull(),
    /**
     * When the digest holding it is due: the next DIGEST_HOUR in the person's time zone after
     * it came; null (no zone known when it came), a day after it came.
     */
    dueAt: timestamp("due_at"),
    /** The digest that took it, claimed by the cron before its job is queued; null: waiting. */
    digestKey: text("digest_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notice_digest_items_news_unique").on(t.userId, t.newsKey),
    index("notice_digest_items_waiting_idx").on(t.digestKey, t.createdAt),
  ],
);

export type NoticeDigestItem = typeof noticeDigestItems.$inferSelect;
