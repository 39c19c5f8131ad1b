import {
  subscriberImportListResponse,
  subscriberImportResponse,
  subscriberImportRowsResponse,
  subscriberImportUploadUrlResponse,
} from "@schema/api/answers/subscriber-imports";
import {
  subscriberImportBody,
  subscriberImportMappingBody,
  subscriberImportParam,
  subscriberImportRowsQuery,
  subscriberImportStartBody,
} from "@schema/api/subscriber-imports";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import {
  createImport,
  remapImport,
  requireImport,
  startImport,
} from "../services/subscriber-import/imports";
import { issueSubscriberCsvUploadUrl } from "../services/subscriber-import/upload";
import {
  recentSubscriberImports,
  subscriberImportRowsPage,
  subscriberImportView,
} from "../services/subscriber-import/view";
import { validate } from "../validate";

/**
 * Importing subscribers from Substack, Ghost, Mailchimp or any CSV, under
 * /api/v1/manage/{siteSlug}/subscriber-imports:
 *  - POST …/upload-urls: a signed URL to PUT the CSV to (into R2);
 *  - POST …: the uploaded file becomes an import, read by JOBS into a preview;
 *  - GET … and GET …/{id}: imports with their counts, samples and progress;
 *  - PUT …/{id}/mapping: the columns, for a file we did not recognise;
 *  - POST …/{id}/start { consent: true }: subscribe the new addresses, through JOBS;
 *  - GET …/{id}/rows?outcome=&after=: the report, paged.
 */
export const manageSubscriberImports = new Hono<ManagerEnv>()
  .post(
    "/:siteSlug/subscriber-imports/upload-urls",
    answers(200, subscriberImportUploadUrlResponse, "A signed URL to PUT the CSV file to"),
    manager,
    async (c) => {
      const person = c.var.manager.user.id;
      await enforceAbuseLimit(c.env, "subscriberImport", { person, ip: clientIp(c) });
      return c.json(await issueSubscriberCsvUploadUrl(c.env, c.var.site));
    },
  )
  .post(
    "/:siteSlug/subscriber-imports",
    answers(201, subscriberImportResponse, "The new import: its file is read into a preview"),
    answers(200, subscriberImportResponse, "That file was imported already: its import"),
    manager,
    validate("json", subscriberImportBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      await enforceAbuseLimit(c.env, "subscriberImport", {
        person: session.user.id,
        ip: clientIp(c),
      });
      const { view, created } = await createImport(
        c.env,
        dbs,
        site,
        session.user.id,
        c.req.valid("json"),
      );
      return c.json({ import: view }, created ? 201 : 200);
    },
  )
  .get(
    "/:siteSlug/subscriber-imports",
    answers(200, subscriberImportListResponse, "The site's recent imports, newest first"),
    manager,
    async (c) => c.json({ imports: await recentSubscriberImports(c.var.dbs.site, c.var.site.id) }),
  )
  .get(
    "/:siteSlug/subscriber-imports/:importId",
    answers(200, subscriberImportResponse, "The import with its counts, samples and progress"),
    manager,
    validate("param", subscriberImportParam),
    async (c) => {
      const { dbs, site } = c.var;
      const row = await requireImport(dbs.site, site.id, c.req.valid("param").importId);
      return c.json({ import: await subscriberImportView(dbs.site, row) });
    },
  )
  .get(
    "/:siteSlug/subscriber-imports/:importId/rows",
    answers(200, subscriberImportRowsResponse, "A page of the import's rows with one outcome"),
    manager,
    validate("param", subscriberImportParam),
    validate("query", subscriberImportRowsQuery),
    async (c) => {
      const { dbs, site } = c.var;
      const row = await requireImport(dbs.site, site.id, c.req.valid("param").importId);
      return c.json(await subscriberImportRowsPage(dbs.site, row, c.req.valid("query")));
    },
  )
  .put(
    "/:siteSlug/subscriber-imports/:importId/mapping",
    answers(200, subscriberImportResponse, "Saved: the file is read again with these columns"),
    manager,
    validate("param", subscriberImportParam),
    validate("json", subscriberImportMappingBody),
    async (c) => {
      const { dbs, site } = c.var;
      const view = await remapImport(
        c.env,
        dbs.site,
        site,
        c.req.valid("param").importId,
        c.req.valid("json"),
      );
      return c.json({ import: view });
    },
  )
  .post(
    "/:siteSlug/subscriber-imports/:importId/start",
    answers(200, subscriberImportResponse, "Started: the new addresses are being subscribed"),
    manager,
    validate("param", subscriberImportParam),
    validate("json", subscriberImportStartBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const view = await startImport(
        c.env,
        dbs,
        site,
        c.req.valid("param").importId,
        session.user.id,
      );
      return c.json({ import: view });
    },
  );
