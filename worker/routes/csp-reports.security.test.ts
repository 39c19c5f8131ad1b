import { describe, expect, it, vi } from "vitest";
import { CSP_REPORTS_PER_MINUTE } from "../services/platform/csp-reports";
import { call } from "../test/factories";

const report = { "csp-report": { "document-uri": "https://demo.example.com/" } };

describe("CSP reports: security", () => {
  it("limits each address, with Retry-After, and leaves other addresses alone", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i++) {
      expect((await call("POST", "/csp-reports", { json: report, headers })).status).toBe(204);
    }
    const refused = await call("POST", "/csp-reports", { json: report, headers });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("rate_limited");
    expect(refused.headers.get("Retry-After")).toBe("60");
    // Junk counts too: the limit comes before the body is read.
    const junk = await call("POST", "/csp-reports", { json: {}, headers });
    expect(junk.status).toBe(429);

    const other = await call("POST", "/csp-reports", {
      json: report,
      headers: { "CF-Connecting-IP": "203.0.113.78" },
    });
    expect(other.status).toBe(204);
    vi.restoreAllMocks();
  });
});
