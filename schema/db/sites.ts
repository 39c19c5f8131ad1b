import {
  type AnySQLiteColumn,
  index,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { HostnameRecord } from "../api/manage-domains";
import { bool, createdAt, id, timestamp } from "./columns";
import { sites, users } from "./users-sites-images";

export { type Site, sites } from "./users-sites-images";

/** The owning site of a product row; the row goes when the site goes. */
export function siteId() {
  return text("site_id")
    .notNull()
    .references((): AnySQLiteColumn => sites.id, { onDelete: "cascade" });
}

/** A catalogue row's site; null for the platform-wide catalogue. */
export function optionalSiteId() {
  return text("site_id").references((): AnySQLiteColumn => sites.id, { onDelete: "cascade" });
}

/** Who may use a site's kitchen. The owner also has a row here with role "owner". */
export const siteMembers = sqliteTable(
  "site_members",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "manager"] }).notNull(),
    /**
     * Whether this person is e-mailed each reader's comment on the site
     * (services/comments/notice-mail.ts); switched on the kitchen's Comments page.
     */
    commentEmails: bool("comment_emails").notNull().default(true),
    /**
     * Whether this person is e-mailed when a reader subscribes for free, and when a paid
     * plan starts or is cancelled (services/subscribers/notice-mail.ts); switched on the
     * kitchen's Subscribers page.
     */
    freeSubscriberEmails: bool("free_subscriber_emails").notNull().default(true),
    paidSubscriberEmails: bool("paid_subscriber_emails").notNull().default(true),
    /**
     * Whether the e-mails those switches turn on come gathered into one a day instead of one
     * each (services/notices/digest.ts), one choice for comments and one for subscribers,
     * beside their switches.
     */
    commentEmailsDaily: bool("comment_emails_daily").notNull().default(false),
    subscriberEmailsDaily: bool("subscriber_emails_daily").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId] }),
    index("site_members_user_idx").on(t.userId),
  ],
);

/** A creator's own domain. Only verified domains route to the site. */
export const customDomains = sqliteTable(
  "custom_domains",
  {
    id: id(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    hostname: text("hostname").notNull(),
    status: text("status", { enum: ["pending", "active", "failed"] })
      .notNull()
      .default("pending"),
    verificationToken: text("verification_token").notNull(),
    verifiedAt: timestamp("verified_at"),
    /**
     * The Cloudflare for SaaS custom hostname serving it (worker/services/custom-hostnames),
     * and what Cloudflare last reported: null when no zone is configured.
     */
    cfHostnameId: text("cf_hostname_id"),
    cfStatus: text("cf_status"),
    cfSslStatus: text("cf_ssl_status"),
    /** The TXT records Cloudflare asks for (ownership, certificate) and its errors, as reported. */
    cfRecords: text("cf_records", { mode: "json" }).$type<HostnameRecord[]>(),
    cfErrors: text("cf_errors", { mode: "json" }).$type<string[]>(),
    checkedAt: timestamp("checked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("custom_domains_hostname_unique").on(t.hostname),
    index("custom_domains_site_idx").on(t.siteId),
  ],
);

export type SiteMember = typeof siteMembers.$inferSelect;
export type CustomDomain = typeof customDomains.$inferSelect;
