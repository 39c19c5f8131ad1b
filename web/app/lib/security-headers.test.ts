import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  NON_DOCUMENT_POLICY,
  newNonce,
  nonceOf,
  PRODUCTION_STRIPE_ORIGINS,
  SERVICE_WORKER_POLICY,
  securityHeaders,
  stripeOrigins,
} from "./security-headers";

const options = {
  stripeOrigins: [...PRODUCTION_STRIPE_ORIGINS],
  reportUri: "https://demo.example.com/_csp-report",
};
const page = { nonce: "bm9uY2Utbm9uY2Utbm9uY2U=", analytics: false, formTargets: [] };

/** The policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe("contentSecurityPolicy", () => {
  it("runs only scripts with this response's nonce, never inline ones without it, nor eval", () => {
    const scripts = directives(contentSecurityPolicy(page, options)).get("script-src");
    expect(scripts).toEqual(["'self'", `'nonce-${page.nonce}'`, "'strict-dynamic'"]);
    expect(contentSecurityPolicy(page, options)).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("allows Google Analytics' hosts only on a page whose site configured an id", () => {
    const without = contentSecurityPolicy(page, options);
    expect(without).not.toContain("google");
    const withGa = directives(contentSecurityPolicy({ ...page, analytics: true }, options));
    expect(withGa.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(withGa.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(withGa.get("img-src")).toContain("https://*.google-analytics.com");
  });

  it("takes style elements by nonce, style attributes inline, and images from this host, data: and blob:", () => {
    const policy = directives(contentSecurityPolicy(page, options));
    expect(policy.get("style-src-elem")).toEqual(["'self'", `'nonce-${page.nonce}'`]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("media-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    // The site's service worker from this host; no other worker anywhere.
    expect(policy.get("worker-src")).toEqual(["'self'"]);
  });

  it("lets the service worker's script fetch from its own host and nothing else", () => {
    const policy = directives(SERVICE_WORKER_POLICY);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect([...policy.keys()].sort()).toEqual(["connect-src", "default-src"]);
  });

  it("lets the development mailbox show e-mails' own styles and images, and nothing else", () => {
    const policy = directives(contentSecurityPolicy({ ...page, showsEmails: true }, options));
    expect(policy.get("style-src-elem")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "http:", "https:"]);
    expect(policy.get("script-src")).toEqual([
      "'self'",
      `'nonce-${page.nonce}'`,
      "'strict-dynamic'",
    ]);
  });

  it("lets forms post to this host, the page's other targets and Stripe, each once", () => {
    const policy = directives(
      contentSecurityPolicy(
        { ...page, formTargets: ["https://example.com", "https://example.com"] },
        options,
      ),
    );
    expect(policy.get("form-action")).toEqual([
      "'self'",
      "https://example.com",
      "https://checkout.stripe.com",
      "https://billing.stripe.com",
      "https://connect.stripe.com",
    ]);
  });

  it("shows images from this host, and from the page's other image origins once", () => {
    expect(directives(contentSecurityPolicy(page, options)).get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
    ]);
    const kitchen = { ...page, imageOrigins: ["https://recipes.example.com", "'self'"] };
    expect(directives(contentSecurityPolicy(kitchen, options)).get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://recipes.example.com",
    ]);
  });

  it("refuses framing and reports violations to this host", () => {
    const policy = directives(contentSecurityPolicy(page, options));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("report-uri")).toEqual(["https://demo.example.com/_csp-report"]);
    expect(policy.has("report-to")).toBe(false);
  });
});

describe("stripeOrigins", () => {
  it("is production's list when unset or blank", () => {
    expect(stripeOrigins(undefined)).toEqual([...PRODUCTION_STRIPE_ORIGINS]);
    expect(stripeOrigins("  ")).toEqual([...PRODUCTION_STRIPE_ORIGINS]);
  });

  it("reads space-separated origins and drops anything that is not a bare http(s) origin", () => {
    expect(stripeOrigins("http://localhost:12111")).toEqual(["http://localhost:12111"]);
    expect(stripeOrigins(" http://localhost:12111  https://a.example/ ")).toEqual([
      "http://localhost:12111",
      "https://a.example",
    ]);
    expect(stripeOrigins("* 'unsafe-inline' https://a.example/path javascript:x")).toEqual([]);
  });
});

describe("securityHeaders", () => {
  it("gives a page its policy and everything else the locked-down one", () => {
    const forPage = securityHeaders({ ...options, production: false, platformDomain: true, page });
    expect(forPage["Content-Security-Policy"]).toBe(contentSecurityPolicy(page, options));
    const other = securityHeaders({
      ...options,
      production: false,
      platformDomain: true,
      page: null,
    });
    expect(other["Content-Security-Policy"]).toBe(NON_DOCUMENT_POLICY);
  });

  it("always sets the frame, sniffing, referrer and permissions headers", () => {
    const headers = securityHeaders({ ...options, production: false, platformDomain: true, page });
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });

  it("sends HSTS in production only", () => {
    expect(
      securityHeaders({ ...options, production: false, platformDomain: true, page }),
    ).not.toHaveProperty("Strict-Transport-Security");
    expect(
      securityHeaders({ ...options, production: true, platformDomain: true, page })[
        "Strict-Transport-Security"
      ],
    ).toBe("max-age=63072000; includeSubDomains");
    // A creator's custom domain: their other subdomains are not ours to pin to HTTPS.
    expect(
      securityHeaders({ ...options, production: true, platformDomain: false, page })[
        "Strict-Transport-Security"
      ],
    ).toBe("max-age=63072000");
  });

  it("matches the static files' copy in public/_headers", () => {
    const file = readFileSync(path.join(import.meta.dirname, "../../public/_headers"), "utf8");
    const block = file.split(/\n\s*\n/).find((part) => /^\/\*$/m.test(part)) ?? "";
    const staticHeaders = Object.fromEntries(
      block
        .split("\n")
        .filter((line) => /^\s+\S/.test(line))
        .map((line) => {
          const [name, ...value] = line.trim().split(": ");
          return [name, value.join(": ")];
        }),
    );
    expect(staticHeaders).toEqual(
      securityHeaders({ ...options, production: false, platformDomain: true, page: null }),
    );
  });
});

describe("nonces", () => {
  it("are 128 random bits, different every time, and found again in a policy", () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
    expect(nonceOf(contentSecurityPolicy({ ...page, nonce: a }, options))).toBe(a);
    expect(nonceOf(NON_DOCUMENT_POLICY)).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });
});
