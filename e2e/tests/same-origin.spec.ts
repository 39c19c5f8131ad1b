import { isExempt } from "../../web/app/lib/same-origin.server";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { routeFiles } from "../support/route-files";
import { webRequest } from "../support/site-request";

/**
 * The same-origin rule against the running web app (web/functions/[[path]].ts): a write
 * sent from another origin's page is refused with 403 before any route runs, on the platform
 * host and on a creator site, for every route file that takes writes (but the listed
 * exemptions, which answer cross-origin posts by design). The rule's cases
 * (exemptions, Sec-Fetch-Site) are unit tested in web/app/lib/same-origin.server.test.ts.
 */

const platform = `localhost:${E2E.webPort}`;
const demo = `demo.localhost:${E2E.webPort}`;
const form = { "Content-Type": "application/x-www-form-urlencoded" };

test("a cross-origin POST to every action and api.* route is refused with 403, never 500", async () => {
  const writes = routeFiles().filter((route) => route.writes && !isExempt("POST", route.path));
  expect(writes.length).toBeGreaterThan(20);
  for (const host of [platform, demo]) {
    for (const { file, path } of writes) {
      for (const origin of ["http://evil.example", `http://second.localhost:${E2E.webPort}`]) {
        const response = await webRequest("POST", host, path, { ...form, Origin: origin }, "a=1");
        expect(response.status, `${origin} → ${host}${path} (${file})`).toBe(403);
      }
    }
  }
});

test("the issue's sign-in request: cross-origin is 403; the page's own origin still works", async () => {
  const body = "email=victim%40example.com";
  const refused = await webRequest(
    "POST",
    platform,
    "/sign-in",
    { ...form, Origin: "http://evil.example" },
    body,
  );
  expect(refused.status).toBe(403);
  expect(refused.body).toMatch(/^Forbidden/);

  // Same origin, with a bad address so nothing is mailed (and no sign-in limit is spent).
  const own = await webRequest(
    "POST",
    platform,
    "/sign-in",
    { ...form, Origin: `http://${platform}` },
    "email=not-an-address",
  );
  expect(own.status).toBe(400);
  expect(own.body).toContain("Sign in");
});
