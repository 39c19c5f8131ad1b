import { exportDownloadParams, exportDownloadQuery } from "@schema/api/data-exports";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answersDownload } from "../openapi/describe";
import { openExportDownload } from "../services/exports/requests";
import { validate } from "../validate";

/**
 * GET /api/v1/exports/{exportId}/download?expires=&signature=: the e-mailed link (through
 * the web app's /exports/{id}/download). The signature is the capability, so no session is
 * asked for; an expired, tampered or foreign link is 404, the same as a missing archive.
 * The archive streams from R2 as it is read.
 */
export const exportDownloads = new Hono<AppEnv>().get(
  "/:exportId/download",
  answersDownload("application/zip", "The export's ZIP archive, as an attachment"),
  validate("param", exportDownloadParams),
  validate("query", exportDownloadQuery),
  async (c) => {
    const { exportId } = c.req.valid("param");
    const { object, fileName } = await openExportDownload(
      c.env,
      c.var.db,
      exportId,
      c.req.valid("query"),
    );
    return new Response(object.body, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(object.size),
        "Content-Disposition": `attachment; filename="${fileName}"`,
        // Someone's whole site or account: never kept by a browser or proxy cache.
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
