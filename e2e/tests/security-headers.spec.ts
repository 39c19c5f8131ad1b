import { request as httpRequest } from "node:http";
import { test as plain } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { siteGet } from "../support/site-request";

/**
 * The security headers of each kind of page (a site page, the same page from the
 * edge cache, the kitchen, the account area, sign-in), checked on the wire; and that a
 * violation in a real page is refused and reported.
 */

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** The policy as directive name → its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** The nonce the policy names, which every nonce attribute in the body must carry. */
function expectWorkingNonce(headers: Headers, body: string): string {
  const policy = directives(header(headers, "Content-Security-Policy"));
  const source = policy.get("script-src")?.find((value) => value.startsWith("'nonce-"));
  expect(source).toBeTruthy();
  const nonce = (source as string).slice("'nonce-".length, -1);
  const inBody = [...body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
  // Remix's context, route-module and data scripts at least.
  expect(inBody.length).toBeGreaterThanOrEqual(3);
  expect(new Set(inBody)).toEqual(new Set([nonce]));
  // Every executable inline script carries it (JSON-LD is data, not script).
  const scripts = [...body.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>/g)];
  for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  return nonce;
}

/** The headers every page carries, whatever its kind. */
function expectPageHeaders(headers: Headers) {
  const policy = directives(header(headers, "Content-Security-Policy"));
  expect(policy.get("script-src")).toContain("'strict-dynamic'");
  expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  // A site's service worker, from its own host only (/sw.js).
  expect(policy.get("worker-src")).toEqual(["'self'"]);
  expect(policy.get("form-action")?.[0]).toBe("'self'");
  expect(policy.get("report-uri")?.[0]).toMatch(/\/_csp-report$/);
  expect(header(headers, "X-Frame-Options")).toBe("DENY");
  expect(header(headers, "X-Content-Type-Options")).toBe("nosniff");
  expect(header(headers, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(header(headers, "Permissions-Policy")).toContain("camera=()");
  expect(header(headers, "Permissions-Policy")).toContain("geolocation=()");
  // Development: browsers must not be told to insist on HTTPS for localhost.
  expect(header(headers, "Strict-Transport-Security")).toBeUndefined();
}

test("a site page, fresh and then from the edge cache, each with a nonce of its own", async () => {
  const path = `/recipes?security-headers=${Date.now()}`;
  const fresh = await siteGet("demo", path);
  expect(fresh.status).toBe(200);
  expect(header(fresh.headers, "X-Cache")).toBe("MISS");
  expectPageHeaders(fresh.headers);
  const first = expectWorkingNonce(fresh.headers, fresh.body);
  const form = directives(header(fresh.headers, "Content-Security-Policy")).get("form-action");
  // A site's account menu hands over to the platform host; Stripe's pages take payments
  // (here the local Stripe's, which the test platform names in STRIPE_ORIGINS).
  expect(form).toContain(E2E.platformUrl);
  expect(form).toContain(new URL(E2E.stripeUrl).origin);

  const cached = await siteGet("demo", path);
  expect(header(cached.headers, "X-Cache")).toBe("HIT");
  expectPageHeaders(cached.headers);
  const second = expectWorkingNonce(cached.headers, cached.body);
  expect(second).not.toBe(first);
  expect(cached.body).not.toContain(first);
  // Otherwise the very same page.
  expect(cached.body.replaceAll(second, "")).toBe(fresh.body.replaceAll(first, ""));

  // A 304 names no policy: the browser keeps the one stored with its copy and nonce.
  const etag = header(cached.headers, "ETag") as string;
  const revalidated = await siteGet("demo", path, { "If-None-Match": etag });
  expect(revalidated.status).toBe(304);
  expect(header(revalidated.headers, "Content-Security-Policy")).toBeUndefined();
  expect(header(revalidated.headers, "X-Content-Type-Options")).toBe("nosniff");
});

test("sign-in pages, on the platform and on a site", async ({ page }) => {
  for (const url of [`${E2E.platformUrl}/sign-in`, `${E2E.siteUrl("demo")}/sign-up`]) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const headers = await response?.allHeaders();
    expectPageHeaders(headers as Headers);
    expectWorkingNonce(headers as Headers, (await response?.text()) as string);
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  }
});

test("the kitchen and the account area", async ({ page }) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  const kitchen = await page.goto("/kitchen/demo/recipes");
  expect(kitchen?.status()).toBe(200);
  const kitchenHeaders = (await kitchen?.allHeaders()) as Headers;
  expectPageHeaders(kitchenHeaders);
  expectWorkingNonce(kitchenHeaders, (await kitchen?.text()) as string);
  // Previews post to the kitchen and land on the site's own host.
  const form = directives(header(kitchenHeaders, "Content-Security-Policy")).get("form-action");
  expect(form).toContain(E2E.siteUrl("demo"));
  await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();

  for (const path of ["/profile", "/bookmarks", "/subscriptions"]) {
    const account = await page.goto(path);
    expect(account?.status()).toBe(200);
    const headers = (await account?.allHeaders()) as Headers;
    expectPageHeaders(headers);
    expectWorkingNonce(headers, (await account?.text()) as string);
  }
});

test("the development mailbox shows a stored e-mail within its policy", async ({ page }) => {
  // The kitchen test above signed chef in, so there is at least that e-mail.
  const response = await page.goto("/_dev/mail?to=chef@example.com");
  const policy = directives((await response?.allHeaders())?.["content-security-policy"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  // Chef also gets an e-mail for each reader's comment other specs post: open the sign-in one.
  const signInMail = page
    .locator(".dev-mail__message")
    .filter({ has: page.getByRole("heading", { name: /sign in/i }) })
    .first();
  // Closed, a message loads nothing (a newsletter's open pixel would count an open).
  await expect(page.locator(".dev-mail__frame")).toHaveCount(0);
  await signInMail.getByText("Show message").click();
  const frame = signInMail.frameLocator(".dev-mail__frame");
  await expect(frame.getByText(/sign in/i).first()).toBeVisible();
});

test("files, media and feeds carry the locked-down policy and the same headers", async () => {
  const page = await siteGet("demo", "/recipes");
  const script = page.body.match(/\/assets\/[\w.-]+\.js/)?.[0] as string;
  const image = page.body.match(/\/media\/[^"?\s]+/)?.[0] as string;
  for (const path of [script, "/sounds/timer.webm", image, "/rss.xml"]) {
    const response = await siteGet("demo", path);
    expect(response.status, path).toBe(200);
    // The media route's own policy (it lets an SVG's inline styles apply) is kept.
    const policy = directives(header(response.headers, "Content-Security-Policy"));
    expect(policy.get("default-src"), path).toEqual(["'none'"]);
    expect(policy.has("sandbox"), path).toBe(true);
    expect(header(response.headers, "X-Content-Type-Options"), path).toBe("nosniff");
    expect(header(response.headers, "X-Frame-Options"), path).toBe("DENY");
  }
});

test("a site's service worker may fetch from its host only; the platform host has none", async () => {
  const worker = await siteGet("demo", "/sw.js");
  expect(worker.status).toBe(200);
  expect(header(worker.headers, "Content-Type")).toMatch(/^text\/javascript/);
  expect(header(worker.headers, "Cache-Control")).toBe("no-cache");
  const policy = directives(header(worker.headers, "Content-Security-Policy"));
  expect(policy.get("default-src")).toEqual(["'none'"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(header(worker.headers, "X-Content-Type-Options")).toBe("nosniff");
  const platform = await fetch(`${E2E.platformUrl}/sw.js`);
  expect(platform.status).toBe(404);
});

/** A POST to a site's /_csp-report from Node (see site-request.ts for why node:http). */
function postReport(body: string, ip: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: E2E.webPort,
        path: "/_csp-report",
        method: "POST",
        headers: {
          Host: `demo.localhost:${E2E.webPort}`,
          "Content-Type": "application/csp-report",
          "CF-Connecting-IP": ip,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"] as string | undefined,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("the report endpoint takes reports, refuses junk and limits a flood", async () => {
  const report = JSON.stringify({
    "csp-report": { "document-uri": `${E2E.siteUrl("demo")}/`, "blocked-uri": "inline" },
  });
  // Its own address (wrangler passes the header through locally; Cloudflare sets it).
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  expect((await postReport(report, ip)).status).toBe(204);
  expect((await postReport("not json", ip)).status).toBe(400);
  let refused: { status: number; retryAfter?: string } | null = null;
  // 30 a minute in fixed windows: within 62 tries (a second or two) one window sees 31,
  // even when a window ends in the middle.
  for (let i = 0; i < 62 && !refused; i++) {
    const answer = await postReport(report, ip);
    if (answer.status === 429) refused = answer;
    else expect(answer.status).toBe(204);
  }
  expect(refused?.retryAfter).toBe("60");
});

plain(
  "an injected event handler is refused and reported to the site's endpoint",
  async ({ page }) => {
    await page.goto(`${E2E.siteUrl("demo")}/recipes`);
    await page.waitForFunction(() => "__remixRouter" in window);
    const reported = page.waitForRequest(
      (request) => request.url().endsWith("/_csp-report") && request.method() === "POST",
    );
    // What a stored XSS would look like: markup with an inline handler, which has no nonce.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<img src="/no-such-image.png" onerror="window.__injected = true">',
      );
    });
    const report = JSON.parse((await reported).postData() ?? "{}")["csp-report"];
    expect(report["effective-directive"]).toBe("script-src-attr");
    expect(report["document-uri"]).toBe(`${E2E.siteUrl("demo")}/recipes`);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  },
);
