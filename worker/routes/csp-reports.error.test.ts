import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../test/factories";

describe("CSP reports: errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers 400 with issues to a body that is no report, and logs nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const json of [{}, { hello: "world" }, [], "text", [{ url: "https://x.example/" }]]) {
      const res = await call("POST", "/csp-reports", { json });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(Array.isArray(res.body.issues)).toBe(true);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("answers 400 to malformed JSON and to a batch larger than a browser sends", async () => {
    const malformed = await call("POST", "/csp-reports", {
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const batch = Array.from({ length: 101 }, () => ({ type: "csp-violation", body: {} }));
    expect((await call("POST", "/csp-reports", { json: batch })).status).toBe(400);
  });

  it("answers 404 to other methods", async () => {
    expect((await call("GET", "/csp-reports")).status).toBe(404);
  });
});
