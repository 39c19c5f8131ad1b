import { z } from "zod";
import { uuid } from "./common";

/** GET /api/v1/exports/{exportId}/download: the e-mailed link's signed, expiring query. */
export const exportDownloadParams = z.object({ exportId: uuid });
export const exportDownloadQuery = z.object({
  /** Milliseconds since the epoch after which the link is dead. */
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "Not a signature"),
});

/* The answer shapes are zod schemas in ./answers/data-exports.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  DataExportListResponse,
  DataExportResponse,
  DataExportView,
} from "./answers/data-exports";
