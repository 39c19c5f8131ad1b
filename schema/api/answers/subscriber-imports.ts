import { z } from "zod";
import {
  subscriberImportOutcomes,
  subscriberImportSources,
  subscriberImportStatuses,
} from "../../db/subscriber-imports";

/**
 * The answers of the subscriber-import calls (schema/api/subscriber-imports.ts has their
 * bodies). Apart from it because they name the table's enums, and the web app's server
 * imports that file for the import form: it has no use for the database schema.
 */

const outcome = z.enum(subscriberImportOutcomes);
const count = z.number().int();

export const subscriberImportRowView = z.object({
  /** The row's position in the file; rows come in this order. */
  rowNumber: count,
  /** The address as the file had it. */
  given: z.string(),
  name: z.string().nullable(),
  /** Its plan on the other platform ("Complimentary on Ghost", …), when the file says. */
  previousPlan: z.string().nullable(),
  outcome,
});
export type SubscriberImportRowView = z.infer<typeof subscriberImportRowView>;

export const subscriberImportView = z.object({
  id: z.uuid(),
  fileName: z.string().nullable(),
  /** Whose export the file looks like, from its columns. */
  source: z.enum(subscriberImportSources),
  /**
   * needs_mapping: choose the address column (PUT …/mapping); reading: being sorted;
   * ready: the preview waits for the start; importing; done; failed (`error` says why).
   */
  status: z.enum(subscriberImportStatuses),
  /** The file's header row. */
  columns: z.array(z.string()),
  /** Which column holds the address and which the name, by position in `columns`. */
  mapping: z.object({ email: count, name: count.nullable() }).nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  progress: z.object({
    fileBytes: count,
    bytesRead: count,
    rowsRead: count,
    /** Rows sorted `new` when the import began, and how many of them it has done. */
    rowsToImport: count,
    rowsImportedSoFar: count,
  }),
  /** Rows per outcome. */
  counts: z.record(outcome, count),
  /** Rows that had a paid plan on the other platform (imported, or to import, as free). */
  paidElsewhere: count,
  /** The first few rows of each outcome, for the preview. */
  samples: z.partialRecord(outcome, z.array(subscriberImportRowView)),
});
export type SubscriberImportView = z.infer<typeof subscriberImportView>;

export const subscriberImportResponse = z.object({ import: subscriberImportView });
export type SubscriberImportResponse = z.infer<typeof subscriberImportResponse>;
export const subscriberImportListResponse = z.object({ imports: z.array(subscriberImportView) });
export type SubscriberImportListResponse = z.infer<typeof subscriberImportListResponse>;

export const subscriberImportRowsResponse = z.object({
  rows: z.array(subscriberImportRowView),
  /** Pass as `after` for the next page; null on the last. */
  next: count.nullable(),
});
export type SubscriberImportRowsResponse = z.infer<typeof subscriberImportRowsResponse>;

/** POST …/upload-urls: PUT the CSV to `uploadUrl` before `expiresAt`, then POST its `key`. */
export const subscriberImportUploadUrlResponse = z.object({
  uploadUrl: z.url(),
  key: z.string(),
  expiresAt: z.iso.datetime(),
  /** The largest file the URL takes, in bytes. */
  maxBytes: count,
});
export type SubscriberImportUploadUrlResponse = z.infer<typeof subscriberImportUploadUrlResponse>;
