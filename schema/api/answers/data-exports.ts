import { z } from "zod";
import type { DataExportCounts } from "../../db/data-exports";

/**
 * Answer shapes of the export calls; only the worker loads these schemas.
 * ../data-exports.ts re-exports the types.
 */

/** What an archive holds, counted when it was written. */
const dataExportCounts = z.object({
  recipes: z.number().int(),
  collections: z.number().int(),
  comments: z.number().int(),
  subscribers: z.number().int(),
  bookmarks: z.number().int(),
  subscriptions: z.number().int(),
  images: z.number().int(),
  ratings: z.number().int().optional().describe("A reader's archive: the stars they gave"),
  gifts: z.number().int().optional().describe("A reader's archive: recipes given and received"),
  listItems: z.number().int().optional().describe("A reader's archive: shopping list lines"),
}) satisfies z.ZodType<DataExportCounts>;

/** One export as the kitchen and the account area list it. */
export const dataExportView = z.object({
  id: z.uuid(),
  /** A site's everything (its managers), or one person's own data (the account area). */
  kind: z.enum(["site", "account"]),
  state: z.enum(["queued", "running", "done", "failed"]),
  /** null until the archive is written. */
  counts: dataExportCounts.nullable(),
  /** Size of the finished archive in bytes. */
  bytes: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** The signed link while it lives (done exports only); the e-mail carries the same one. */
  downloadUrl: z.url().nullable(),
  /** When downloadUrl stops working. */
  expiresAt: z.iso.datetime().nullable(),
});
export type DataExportView = z.infer<typeof dataExportView>;

export const dataExportResponse = z.object({ export: dataExportView });
export type DataExportResponse = z.infer<typeof dataExportResponse>;
export const dataExportListResponse = z.object({ exports: z.array(dataExportView) });
export type DataExportListResponse = z.infer<typeof dataExportListResponse>;
