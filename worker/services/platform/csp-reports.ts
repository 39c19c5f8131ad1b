import type { CspReportBody, CspViolation } from "@schema/api/csp-reports";

/** The violations a report body holds, in one shape whichever format the browser used. */
export function violationsOf(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body["csp-report"];
    return [
      {
        documentUrl: report["document-uri"],
        blockedUrl: report["blocked-uri"],
        directive: report["effective-directive"] ?? report["violated-directive"],
        disposition: report.disposition,
        sourceFile: report["source-file"],
        line: report["line-number"],
        column: report["column-number"],
        sample: report["script-sample"],
      },
    ];
  }
  // The Reporting API may batch other kinds of report with them; only violations count.
  return body
    .filter((report) => report.type === "csp-violation")
    .map((report) => ({
      documentUrl: report.body?.documentURL ?? report.url,
      blockedUrl: report.body?.blockedURL,
      directive: report.body?.effectiveDirective,
      disposition: report.body?.disposition,
      sourceFile: report.body?.sourceFile,
      line: report.body?.lineNumber,
      column: report.body?.columnNumber,
      sample: report.body?.sample,
    }));
}

/**
 * One structured log line per violation (Workers Logs index JSON fields). No visitor's
 * address: the page, the directive and what was blocked are what a fix needs.
 */
export function logViolations(violations: CspViolation[]): void {
  for (const violation of violations) {
    console.warn(JSON.stringify({ event: "csp_violation", ...violation }));
  }
}

/** Reports one address may send per minute (CSP_REPORT_LIMITER in wrangler.toml). */
export const CSP_REPORTS_PER_MINUTE = 30;
