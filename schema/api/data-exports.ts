import { z } from "zod";
import type { DataExportCounts } from "../db/data-exports";
import { uuid } from "./common";

/** GET /api/v1/exports/{exportId}/download: the e-mailed link's signed, expiring query. */
export const exportDownloadParams = z.object({ exportId: uuid });
export const exportDownloadQuery = z.object({
  /** Milliseconds since the epoch after which the link is dead. */
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "Not a signature"),
});

/** One export as the kitchen and the account area list it. */
export type DataExportView = {
  id: string;
  kind: "site" | "account";
  state: "queued" | "running" | "done" | "failed";
  counts: DataExportCounts | null;
  /** Size of the finished archive. */
  bytes: number | null;
  createdAt: string;
  completedAt: string | null;
  /** The signed link while it lives (done exports only); the e-mail carries the same one. */
  downloadUrl: string | null;
  /** When downloadUrl stops working. */
  expiresAt: string | null;
};

export type DataExportResponse = { export: DataExportView };
export type DataExportListResponse = { exports: DataExportView[] };
