import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { sites } from "./sites";
import { users } from "./users";

export const dataExportKinds = ["site", "account"] as const;
export const dataExportStates = ["queued", "running", "done", "failed"] as const;
export type DataExportState = (typeof dataExportStates)[number];

/** What an archive holds, counted while it is written: the kitchen's progress line. */
export type DataExportCounts = {
  recipes: number;
  collections: number;
  comments: number;
  subscribers: number;
  bookmarks: number;
  subscriptions: number;
  images: number;
  /** Counted since the reader's archive gained them: absent from older archives' rows. */
  ratings?: number;
  gifts?: number;
  listItems?: number;
};

/**
 * One export: a site's everything (kind "site", asked for in the kitchen) or one reader's
 * own data (kind "account"). A JOBS message writes the ZIP archive to R2; the row is its
 * state machine. `attempt` is bumped by every run that claims the row, and each run writes
 * its own object (`exports/{id}/{attempt}.zip`) and may only finish while its attempt is
 * still the row's: a redelivered message supersedes a stalled run cleanly instead of
 * appending to its archive. `uploadId` is the running attempt's R2 multipart upload, which
 * the next attempt aborts.
 */
export const dataExports = sqliteTable(
  "data_exports",
  {
    id: id(),
    kind: text("kind", { enum: dataExportKinds }).notNull(),
    /** The exported site (kind "site"); null for a reader's own data. */
    siteId: text("site_id").references(() => sites.id, { onDelete: "cascade" }),
    /** Who asked: the e-mail with the download link goes to them. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state", { enum: dataExportStates }).notNull().default("queued"),
    attempt: integer("attempt").notNull().default(0),
    uploadId: text("upload_id"),
    /** The finished archive in R2 (MEDIA). */
    objectKey: text("object_key"),
    bytes: integer("bytes"),
    counts: text("counts", { mode: "json" }).$type<DataExportCounts>(),
    error: text("error"),
    completedAt: timestamp("completed_at"),
    /** When the link e-mail went out: a redelivery after a failed send mails it then. */
    mailedAt: timestamp("mailed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("data_exports_site_idx").on(t.siteId, t.createdAt),
    index("data_exports_user_idx").on(t.userId, t.createdAt),
  ],
);

export type DataExport = typeof dataExports.$inferSelect;
