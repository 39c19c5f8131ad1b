import { describe, expect, it } from "vitest";
import { routeFiles } from "../../../e2e/support/route-files";
import {
  crossOriginRefusal,
  isCrossOriginWrite,
  isExempt,
  SAME_ORIGIN_EXEMPTIONS,
  withoutOrigin,
} from "./same-origin.server";

const HOST = "http://demo.localhost:8788";

const post = (path: string, headers: Record<string, string>, method = "POST") =>
  new Request(`${HOST}${path}`, { method, headers });

/** Every route that takes writes (an action, or api.*), read from web/app/routes. */
const allWriteRoutes = routeFiles().filter((route) => route.writes);
/** The route files the listed exemptions are for: they take cross-origin posts by design. */
const EXEMPT_ROUTE_FILES = [
  "[_]csp-report.ts",
  "unsubscribe.$token.tsx",
  "reply-emails.$token.tsx",
];
const writeRoutes = allWriteRoutes.filter((route) => !EXEMPT_ROUTE_FILES.includes(route.file));

describe("the same-origin rule", () => {
  it("finds the routes that take writes (so a new route file is covered without a list)", () => {
    const files = writeRoutes.map((route) => route.file);
    expect(files).toEqual(expect.arrayContaining(["sign-in.tsx", "api.comments.ts"]));
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(writeRoutes)("refuses a cross-origin write to $file ($path)", ({ path }) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isCrossOriginWrite(post(path, { Origin: "http://evil.example" }, method))).toBe(true);
      // Another creator's site is same-site (cookies travel) but not same-origin.
      const sibling = post(path, { Origin: "http://second.localhost:8788" }, method);
      expect(isCrossOriginWrite(sibling)).toBe(true);
      expect(isCrossOriginWrite(post(path, { Origin: "null" }, method))).toBe(true);
      expect(isCrossOriginWrite(post(path, { "Sec-Fetch-Site": "same-site" }, method))).toBe(true);
      expect(isCrossOriginWrite(post(path, { "Sec-Fetch-Site": "cross-site" }, method))).toBe(true);
    }
  });

  it.each(writeRoutes)("lets this host's own pages write to $file", ({ path }) => {
    expect(isCrossOriginWrite(post(path, { Origin: HOST }))).toBe(false);
    expect(isCrossOriginWrite(post(path, { "Sec-Fetch-Site": "same-origin" }))).toBe(false);
  });

  it("leaves reads alone, and clients that are not browsers (no Origin, no Sec-Fetch-Site)", () => {
    const get = new Request(`${HOST}/sign-in`, { headers: { Origin: "http://evil.example" } });
    expect(isCrossOriginWrite(get)).toBe(false);
    expect(isCrossOriginWrite(post("/sign-in", {}))).toBe(false);
  });

  it("exempts exactly the listed writes: one-click unsubscribes and CSP reports", () => {
    expect(SAME_ORIGIN_EXEMPTIONS.map((e) => `${e.method} ${e.prefix}`)).toEqual([
      "POST /unsubscribe/",
      "POST /reply-emails/",
      "POST /_csp-report",
    ]);
    const evil = { Origin: "http://evil.example" };
    expect(isCrossOriginWrite(post("/unsubscribe/signed-token", evil))).toBe(false);
    expect(isCrossOriginWrite(post("/reply-emails/signed-token", evil))).toBe(false);
    expect(isCrossOriginWrite(post("/reply-emails", evil))).toBe(true);
    expect(isCrossOriginWrite(post("/_csp-report", evil))).toBe(false);
    // Only POST, and only those paths.
    expect(isCrossOriginWrite(post("/unsubscribe/signed-token", evil, "DELETE"))).toBe(true);
    expect(isCrossOriginWrite(post("/unsubscribe", evil))).toBe(true);
    // No route file but those it is meant for falls under an exemption by accident.
    const exempt = allWriteRoutes.filter((r) => isExempt("POST", r.path));
    expect(exempt.map((r) => r.file).sort()).toEqual([...EXEMPT_ROUTE_FILES].sort());
  });

  it("an exempt write reaches its route without the Origin Remix would refuse with a 500", () => {
    const exempt = withoutOrigin(post("/unsubscribe/t", { Origin: "https://mail.example" }));
    expect(exempt.headers.has("Origin")).toBe(false);
    const normal = post("/sign-in", { Origin: HOST });
    expect(withoutOrigin(normal)).toBe(normal);
  });

  it("answers 403, not a 500", async () => {
    const response = crossOriginRefusal();
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^Forbidden/);
  });
});
