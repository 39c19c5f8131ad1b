import { z } from "zod";

/**
 * POST /api/v1/csp-reports: Content-Security-Policy violation reports, as browsers send them
 * to the web app's /_csp-report, forwarded as they came. Two formats exist: the legacy
 * `report-uri` one ({ "csp-report": {…} }, application/csp-report) and the Reporting API's
 * (`report-to`: an array of { type, url, body }, application/reports+json). Fields are
 * optional as browsers differ; strings are cut short, as the sender is any browser.
 */
const text = z
  .string()
  .transform((value) => value.slice(0, 500))
  .optional()
  .catch(undefined);
const number = z.number().int().optional().catch(undefined);

const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "blocked-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    disposition: text,
    "source-file": text,
    "line-number": number,
    "column-number": number,
    "script-sample": text,
  }),
});

const reportingApiReport = z.object({
  type: z.string().max(100),
  url: text,
  body: z
    .object({
      documentURL: text,
      blockedURL: text,
      effectiveDirective: text,
      disposition: text,
      sourceFile: text,
      lineNumber: number,
      columnNumber: number,
      sample: text,
    })
    .optional()
    .catch(undefined),
});

/** A browser batches Reporting API reports; more than this in one POST is not a browser. */
export const MAX_REPORTS_PER_POST = 100;

export const cspReportBody = z.union([
  legacyReport,
  z.array(reportingApiReport).min(1).max(MAX_REPORTS_PER_POST),
]);
export type CspReportBody = z.infer<typeof cspReportBody>;

/** One violation, as the API logs it. */
export type CspViolation = {
  documentUrl?: string;
  blockedUrl?: string;
  directive?: string;
  disposition?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
};
