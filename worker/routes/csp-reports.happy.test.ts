import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../test/factories";

const legacy = {
  "csp-report": {
    "document-uri": "https://demo.example.com/recipes/pie",
    "blocked-uri": "https://evil.example/x.js",
    "effective-directive": "script-src-elem",
    "violated-directive": "script-src-elem",
    disposition: "enforce",
    "source-file": "https://demo.example.com/recipes/pie",
    "line-number": 12,
    "column-number": 3,
    "script-sample": "",
    "original-policy": "default-src 'self'",
  },
};

const reportingApi = [
  {
    age: 10,
    type: "csp-violation",
    url: "https://demo.example.com/",
    user_agent: "Chrome",
    body: {
      documentURL: "https://demo.example.com/",
      blockedURL: "inline",
      effectiveDirective: "script-src-elem",
      disposition: "enforce",
      sample: "alert(1)",
      lineNumber: 4,
      columnNumber: 1,
    },
  },
  { age: 1, type: "deprecation", url: "https://demo.example.com/", body: { id: "x" } },
];

describe("CSP reports: happy", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a legacy report-uri report as one structured line and answers 204", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await call("POST", "/csp-reports", { json: legacy });
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toEqual({
      event: "csp_violation",
      documentUrl: "https://demo.example.com/recipes/pie",
      blockedUrl: "https://evil.example/x.js",
      directive: "script-src-elem",
      disposition: "enforce",
      sourceFile: "https://demo.example.com/recipes/pie",
      line: 12,
      column: 3,
      sample: "",
    });
  });

  it("logs the violations of a Reporting API batch and skips other kinds of report", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await call("POST", "/csp-reports", { json: reportingApi });
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      event: "csp_violation",
      documentUrl: "https://demo.example.com/",
      blockedUrl: "inline",
      directive: "script-src-elem",
      sample: "alert(1)",
    });
  });

  it("cuts long fields short", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const long = { "csp-report": { ...legacy["csp-report"], "script-sample": "x".repeat(5000) } };
    expect((await call("POST", "/csp-reports", { json: long })).status).toBe(204);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0])).sample).toHaveLength(500);
  });
});
