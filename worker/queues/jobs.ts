/**
 * Messages on the JOBS queue. Work that fans out or must retry goes here (newsletter
 * batches, payment events); consumers are idempotent because delivery is at-least-once.
 * Each kind of work adds its message type to this union and its handler to consume.ts.
 */
export type Job =
  | { type: "noop" }
  | StripeEventJob
  | WordpressImportJob
  | DataExportJob
  | SubscriberImportJob
  | CommentReplyMailJob
  | CommentNoticeMailJob
  | SubscriberNoticeMailJob
  | SubscriberWelcomeMailJob
  | NoticeDigestMailJob
  // A deleted site's paid subscriptions, cancelled in Stripe (services/deletion).
  | { type: "site-subscriptions-cancel"; siteId: string }
  | SiteReopenedMailJob
  // A newsletter's fan-out: delivery rows for the audience after subscription id `after`.
  | ({ type: "newsletter-fanout"; sendId: string; after: string | null } & NewsletterSite)
  // One provider batch of a newsletter: the deliveries with subscription ids in (after, through].
  | ({
      type: "newsletter-chunk";
      sendId: string;
      after: string | null;
      through: string;
    } & NewsletterSite);

/**
 * The site whose database holds the send (ADR 0014). Absent only from messages queued
 * before sites could move, whose sends are all in the platform's database.
 */
type NewsletterSite = { siteId?: string };

/**
 * A verified Stripe webhook event (worker/routes/webhooks-stripe.ts). Only ids travel: the
 * handler re-reads the object from Stripe, so a late or repeated message applies the
 * current state, never the one in the event.
 */
export type StripeEventJob = {
  type: "stripe-event";
  eventId: string;
  eventType: string;
  /** The connected account of a Connect event; null for the platform's own. */
  account: string | null;
  objectId: string;
};

/** One recipe of a WordPress export to import as a draft (worker/services/import/wordpress.ts). */
export type WordpressImportJob = {
  type: "wordpress-import-recipe";
  importId: string;
  position: number;
  /** The site whose database holds the import (absent from messages queued before sites could move). */
  siteId?: string;
};

/** Writes one export's archive to R2 (worker/services/exports/run-export.ts). */
export type DataExportJob = { type: "data-export"; exportId: string };

/**
 * One batch of a subscriber import (worker/services/subscriber-import/): `read` sorts the
 * rows from the file's byte offset `cursor` into the preview; `import` subscribes the rows
 * after row number `cursor`. The import's row holds the cursor a message must match.
 */
export type SubscriberImportJob = {
  type: "subscriber-import";
  importId: string;
  phase: "read" | "import";
  cursor: number;
  /** The site whose database holds the import (absent from messages queued before sites could move). */
  siteId?: string;
};

/** The e-mail to a reader whose comment got a reply (worker/services/comments/reply-mail.ts). */
export type CommentReplyMailJob = {
  type: "comment-reply-mail";
  siteId: string;
  /** The reply. */
  commentId: string;
};

/** The e-mail to a site's people about a reader's comment (worker/services/comments/notice-mail.ts). */
export type CommentNoticeMailJob = {
  type: "comment-notice-mail";
  siteId: string;
  commentId: string;
};

/**
 * The e-mail to a site's people about a reader's subscription
 * (worker/services/subscribers/notice-mail.ts).
 */
export type SubscriberNoticeMailJob = {
  type: "subscriber-notice-mail";
  siteId: string;
  /** The reader's site_subscriptions row. */
  subscriptionId: string;
  /** A free plan begun, a paid plan begun, a paid plan set to end. */
  event: "free" | "paid" | "cancelled";
  /** The Stripe subscription a paid plan's news is about. */
  stripeSubscriptionId?: string;
  /** The provider's idempotency key: one per piece of news, however often it is queued. */
  key: string;
};

/**
 * One person's daily digest of a site's news, the items the cron claimed under `digestKey`
 * (worker/services/notices/digest-mail.ts).
 */
export type NoticeDigestMailJob = {
  type: "notice-digest-mail";
  siteId: string;
  userId: string;
  digestKey: string;
};

/** The site's welcome e-mail to a new subscriber (worker/services/subscribers/welcome-mail.ts). */
export type SubscriberWelcomeMailJob = {
  type: "subscriber-welcome-mail";
  siteId: string;
  /** The reader's site_subscriptions row. */
  subscriptionId: string;
  /** The plan that began; absent in jobs queued before paid welcomes, which were all free. */
  plan?: "free" | "paid";
};

/**
 * The e-mail to a reader whose paid plan a site's deletion cancelled, once the site is restored
 * and they are its free subscriber (worker/services/payments/reopening.ts).
 */
export type SiteReopenedMailJob = {
  type: "site-reopened-mail";
  siteId: string;
  /** The reader's site_subscriptions row. */
  subscriptionId: string;
};
