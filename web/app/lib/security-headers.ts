/**
 * The security headers of every web-app response, built here and set in one place:
 * the Pages Functions entry (web/functions/[[path]].ts). Static files, which never reach the
 * function, get the same non-CSP headers from public/_headers.
 */

/** Where forms hand over to Stripe: Checkout, the Billing Portal and Connect onboarding. */
export const PRODUCTION_STRIPE_ORIGINS = [
  "https://checkout.stripe.com",
  "https://billing.stripe.com",
  "https://connect.stripe.com",
] as const;

/** Google Analytics' own hosts, as Google's CSP guide for gtag.js lists them. */
const ANALYTICS_SCRIPT = "https://www.googletagmanager.com";
const ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const ANALYTICS_IMAGES = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/** Video embeds on recipe and collection pages (lib/recipe-page/video.ts, lib/site/collection-video.ts). */
const VIDEO_FRAMES = "https://www.youtube-nocookie.com";

/**
 * Same-host endpoint that receives violation reports (routes/[_]csp-report.ts), named by
 * report-uri only. Not report-to as well: Chromium ignores report-uri once report-to is
 * present, and queues Reporting API reports to send in batches a minute or more later
 * (none arrived here within 70 s of a violation, so a page closed sooner reports nothing),
 * while report-uri posts each violation at once and every current browser still sends it.
 * The endpoint accepts both formats, so adding report-to later needs no server change.
 */
export const CSP_REPORT_PATH = "/_csp-report";

/**
 * `STRIPE_ORIGINS` (space-separated; the local platform names the local Stripe there).
 * Unset or blank means production's; anything that is not a bare http(s) origin is dropped,
 * so a typo cannot widen the policy with a path or a keyword.
 */
export function stripeOrigins(value: string | undefined): string[] {
  const given = (value ?? "").split(/\s+/).filter(Boolean);
  if (given.length === 0) return [...PRODUCTION_STRIPE_ORIGINS];
  return given.flatMap((origin) => {
    try {
      const url = new URL(origin);
      const bare = /^https?:$/.test(url.protocol) && url.origin === origin.replace(/\/$/, "");
      return bare ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/** What one rendered page needs allowed beyond the fixed policy. */
export type PagePolicy = {
  /** Fresh per response (never reused from a cached copy; see lib/page-memory.ts). */
  nonce: string;
  /** The site configured a Google Analytics id, so the page carries the gtag tag. */
  analytics: boolean;
  /**
   * Origins a form on this page posts or is redirected to besides this host and Stripe: the
   * platform host (a site's account menu hands over to it), the kitchen's site (previews).
   */
  formTargets: string[];
  /**
   * Image origins besides this host: the kitchen's site, whose newsletter preview (a srcdoc
   * frame, which inherits this policy) shows the e-mail as sent, pictures at the site's
   * own address.
   */
  imageOrigins?: string[];
  /**
   * The development mailbox (/_dev/mail): it shows stored e-mails in sandboxed srcdoc
   * frames, which inherit this policy, and e-mail HTML has <style> blocks and images from
   * any host. Development only (the page does not exist in production).
   */
  showsEmails?: boolean;
};

export type PolicyOptions = {
  stripeOrigins: string[];
  /** Absolute URL of the report endpoint on the responding host. */
  reportUri: string;
};

/**
 * The Content-Security-Policy of an HTML page.
 *
 * Scripts: only those carrying this response's nonce ('self' alone would let an injected
 * <script src="/media/…"> run). Remix's context and route-module scripts, its streamed
 * single-fetch chunks, React's streaming runtime, scroll restoration, the sign-in callback's
 * auto-submit and the gtag snippet all carry it. 'strict-dynamic' lets those trusted scripts
 * load what they load (Remix's route chunks through import(), gtag.js its own helpers)
 * without listing hosts; 'self' and the gtag host stay only for browsers without
 * 'strict-dynamic', which then ignore nothing else. No 'unsafe-inline', no 'unsafe-eval'.
 *
 * Styles: the platform's sheets are files on this host; the one <style> element (a creator's
 * CSS overrides, root.tsx) carries the nonce. Style attributes are allowed
 * (style-src-attr 'unsafe-inline'): React renders the site theme's custom properties on
 * <html> and the blur placeholders on images as style attributes, and an attribute cannot
 * run script in any browser this product supports.
 *
 * Images: this host (/media, /favicon), data: (blur placeholders, the creator's CSS url()s),
 * blob: (the kitchen decodes a chosen file through an object URL before uploading) and, in
 * the kitchen, its site's host (the newsletter preview's pictures).
 */
export function contentSecurityPolicy(page: PagePolicy, options: PolicyOptions): string {
  const nonce = `'nonce-${page.nonce}'`;
  const scripts = ["'self'", nonce, "'strict-dynamic'"];
  const connect = ["'self'"];
  const images = unique(["'self'", "data:", "blob:", ...(page.imageOrigins ?? [])]);
  // A nonce would switch 'unsafe-inline' off; the mailbox's frames cannot run script anyway.
  const styles = page.showsEmails ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce];
  if (page.showsEmails) images.push("http:", "https:");
  if (page.analytics) {
    scripts.push(ANALYTICS_SCRIPT);
    connect.push(...ANALYTICS_CONNECT);
    images.push(...ANALYTICS_IMAGES);
  }
  const formTargets = unique(["'self'", ...page.formTargets, ...options.stripeOrigins]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    `style-src ${styles.join(" ")}`,
    `style-src-elem ${styles.join(" ")}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    // The step timer's alarm, /sounds/timer.webm.
    "media-src 'self'",
    `frame-src ${VIDEO_FRAMES}`,
    // The site's service worker, /sw.js (app/lib/offline/register.ts); no other workers.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formTargets.join(" ")}`,
    "frame-ancestors 'none'",
    `report-uri ${options.reportUri}`,
  ].join("; ");
}

/**
 * Anything that is not a page (media, feeds, single-fetch data, JSON): it may load nothing
 * and run nothing if opened directly, so an uploaded SVG shown as a document cannot run
 * script on this host.
 */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The service worker's own script (functions/[[path]].ts serves /sw.js): a worker's fetches
 * follow the policy its script came with, so it may fetch from its own host and nothing else.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'";

/**
 * Powerful features no page of the product uses, off for the page and anything it frames.
 * (Autoplay stays on: the step timer's alarm plays when a timer ends, long after the tap.)
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "usb=()",
].join(", ");

/**
 * Two years; production serves only HTTPS. Subdomains too on the platform's own domain
 * (every site's subdomain is ours and HTTPS), never on a creator's custom domain, whose other
 * subdomains are theirs and may not speak HTTPS.
 */
export const HSTS = "max-age=63072000";
export const HSTS_WITH_SUBDOMAINS = `${HSTS}; includeSubDomains`;

export type HeaderOptions = PolicyOptions & {
  production: boolean;
  /** The responding host is the platform host or one of its sites' subdomains. */
  platformDomain: boolean;
  /** The page's policy for an HTML document; null for anything else. */
  page: PagePolicy | null;
};

/**
 * Every header this module owns, for one response. Framing is refused on every host and
 * page, not only the kitchen, account and sign-in pages: nothing in the product frames its
 * own pages, and a framed site page could trick a signed-in reader into subscribing,
 * upvoting or commenting.
 */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": options.page
      ? contentSecurityPolicy(options.page, options)
      : NON_DOCUMENT_POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  if (options.production) {
    headers["Strict-Transport-Security"] = options.platformDomain ? HSTS_WITH_SUBDOMAINS : HSTS;
  }
  return headers;
}

/** A fresh nonce: 128 random bits, base64 (CSP's nonce-source grammar). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce a stored policy names, to find the elements that carry it in a cached copy. */
export function nonceOf(policy: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? "")?.[1] ?? null;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
