import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { siteId } from "./sites";
import { siteSubscriptions } from "./subscriptions";
import { users } from "./users";

export const subscriberImportSources = ["substack", "ghost", "mailchimp", "other"] as const;
export type SubscriberImportSource = (typeof subscriberImportSources)[number];

export const subscriberImportStatuses = [
  /** The file has no column we recognise as the address: the creator picks one. */
  "needs_mapping",
  /** The JOBS job reads the file into rows and sorts them (the preview's counts). */
  "reading",
  /** Read: the preview waits for the creator's consent and go-ahead. */
  "ready",
  /** The JOBS job subscribes the rows sorted `new`. */
  "importing",
  "done",
  /** The file could not be read (not CSV, or gone from R2); `error` says why. */
  "failed",
] as const;
export type SubscriberImportStatus = (typeof subscriberImportStatuses)[number];

/** Which column holds what, by position in the header row. */
export type SubscriberImportMapping = { email: number; name: number | null };

/**
 * A creator's upload of subscribers from another platform: a CSV in R2 (`fileKey`)
 * read by JOBS into `subscriber_import_rows`, then imported as free subscribers once the
 * creator attests consent. Both passes move a cursor in this row (`readBytes`: the file's
 * byte offset to read from next; `importedThrough`: the last row number imported), so a
 * redelivered message finds its work done and does nothing.
 */
export const subscriberImports = sqliteTable(
  "subscriber_imports",
  {
    id: id(),
    siteId: siteId(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name"),
    fileKey: text("file_key").notNull(),
    fileBytes: integer("file_bytes").notNull(),
    source: text("source", { enum: subscriberImportSources }).notNull(),
    /** The header row's column names. */
    columns: text("columns", { mode: "json" }).$type<string[]>().notNull(),
    mapping: text("mapping", { mode: "json" }).$type<SubscriberImportMapping | null>(),
    status: text("status", { enum: subscriberImportStatuses }).notNull(),
    /** Byte offset of the first record not read yet (the header's end to begin with). */
    headerBytes: integer("header_bytes").notNull(),
    readBytes: integer("read_bytes").notNull(),
    rowsRead: integer("rows_read").notNull().default(0),
    importedThrough: integer("imported_through").notNull().default(0),
    /** Who attested that these people agreed to receive e-mail, and when. */
    consentBy: text("consent_by").references(() => users.id, { onDelete: "set null" }),
    consentAt: timestamp("consent_at"),
    error: text("error"),
    finishedAt: timestamp("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriber_imports_site_idx").on(t.siteId, t.createdAt),
    // One import per uploaded file: a double submit finds the first.
    uniqueIndex("subscriber_imports_file_key_unique").on(t.fileKey),
    // The cron looks for imports whose job went quiet.
    index("subscriber_imports_status_idx").on(t.status, t.updatedAt),
  ],
);

export const subscriberImportOutcomes = [
  /** Will be (or, during the import, is about to be) subscribed. */
  "new",
  "imported",
  "already_subscribed",
  /** The site's suppression list has the address (a bounce or a complaint). */
  "suppressed",
  "invalid",
  /** The address appears earlier in the same file. */
  "duplicate",
  /** The other platform's export says they turned its e-mails off (or left). */
  "opted_out",
] as const;
export type SubscriberImportOutcome = (typeof subscriberImportOutcomes)[number];

/**
 * One data row of an import's file and what became of it: the preview's counts and samples
 * and the report of what was skipped and why. `email` is the normalised address of a row
 * that may be imported, unique per import (so a repeat in the file is a duplicate); other
 * rows keep what the file said in `given`.
 */
export const subscriberImportRows = sqliteTable(
  "subscriber_import_rows",
  {
    importId: text("import_id")
      .notNull()
      .references(() => subscriberImports.id, { onDelete: "cascade" }),
    /** 1 for the first row after the header. */
    rowNumber: integer("row_number").notNull(),
    email: text("email"),
    given: text("given").notNull(),
    name: text("name"),
    /** A paid plan on the other platform, in words ("Paid on Substack: yearly"). */
    previousPlan: text("previous_plan"),
    outcome: text("outcome", { enum: subscriberImportOutcomes }).notNull(),
    subscriptionId: text("subscription_id").references(() => siteSubscriptions.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    uniqueIndex("subscriber_import_rows_email_unique").on(t.importId, t.email),
    index("subscriber_import_rows_outcome_idx").on(t.importId, t.outcome, t.rowNumber),
  ],
);

export type SubscriberImport = typeof subscriberImports.$inferSelect;
export type SubscriberImportRow = typeof subscriberImportRows.$inferSelect;
