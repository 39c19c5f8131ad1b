import { dataExportListResponse, dataExportResponse } from "@schema/api/answers/data-exports";
import type { DataExportListResponse, DataExportResponse } from "@schema/api/data-exports";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import { exportView, listExports, startExport } from "../services/exports/requests";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";

/**
 * Exports: /api/v1/manage/{siteSlug}/exports, everything of a site for its
 * managers, and /api/v1/manage/account-exports, a reader's own data (platform session only,
 * as every account-area call). POST answers 202 with the export in "queued" (or 200 with the
 * one still running); the JOBS queue writes the archive and e-mails the link. Neither takes
 * a body: there is nothing to choose.
 */
export const manageExports = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/exports",
    answers(200, dataExportListResponse, "The site's exports, newest first"),
    manager,
    async (c) => {
      const owner = { kind: "site", siteId: c.var.site.id, userId: c.var.manager.user.id } as const;
      return c.json({
        exports: await listExports(c.env, c.var.db, owner),
      } satisfies DataExportListResponse);
    },
  )
  .post(
    "/:siteSlug/exports",
    answers(202, dataExportResponse, "Queued: the archive is written and its link e-mailed"),
    answers(200, dataExportResponse, "An export of the site is already under way: that one"),
    manager,
    async (c) => {
      const userId = c.var.manager.user.id;
      await enforceAbuseLimit(c.env, "dataExport", { person: userId, ip: clientIp(c) });
      const { row, created } = await startExport(c.env, c.var.db, {
        kind: "site",
        siteId: c.var.site.id,
        userId,
      });
      const body = { export: await exportView(c.env, row) } satisfies DataExportResponse;
      return c.json(body, created ? 202 : 200);
    },
  )
  .get(
    "/account-exports",
    sessionOnly,
    answers(200, dataExportListResponse, "The person's own exports, newest first"),
    async (c) => {
      const session = requireSession(c, "platform");
      const owner = { kind: "account", userId: session.user.id } as const;
      return c.json({
        exports: await listExports(c.env, c.var.db, owner),
      } satisfies DataExportListResponse);
    },
  )
  .post(
    "/account-exports",
    sessionOnly,
    answers(202, dataExportResponse, "Queued: the archive is written and its link e-mailed"),
    answers(200, dataExportResponse, "An export of the account is already under way: that one"),
    async (c) => {
      const session = requireSession(c, "platform");
      const userId = session.user.id;
      await enforceAbuseLimit(c.env, "dataExport", { person: userId, ip: clientIp(c) });
      const { row, created } = await startExport(c.env, c.var.db, { kind: "account", userId });
      const body = { export: await exportView(c.env, row) } satisfies DataExportResponse;
      return c.json(body, created ? 202 : 200);
    },
  );
