import { LINKED_COMMENT_PARAMETER } from "./interactions/linked-comment";

/**
 * Edge caching of public site pages (docs/architecture.md §6). Anonymous GETs of a creator site are
 * cached at the edge under a key made of host, path, query and the site's content version;
 * every publish, unpublish or settings change bumps the version, so a change shows at once
 * for the author and, with the stored copy's short lifetime, within a minute everywhere.
 * Anything personal (a session cookie, a Set-Cookie, a private response) is never cached.
 */

export const SESSION_COOKIE_NAME = "rp_session";
/** Cookies that change how an anonymous page renders (e.g. the visitor's unit system). */
export const PREFERENCE_COOKIE_PREFIX = "rp_pref_";
/** How long the edge keeps a copy; the version in the key makes changes show sooner. */
export const EDGE_TTL_SECONDS = 60;
/** Browsers revalidate every time; the ETag makes that a cheap 304. */
export const CLIENT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Paths that are never pages: static files, media, uploads, development tools. */
const UNCACHED_PREFIXES = [
  "/assets/",
  "/media/",
  "/uploads/",
  "/_dev/",
  // Name a reader and carry their token.
  "/unsubscribe/",
  "/reply-emails/",
  "/sign-in",
  "/sign-up",
  "/sign-out",
  // A site's manifest and icons: browsers fetch them without the reader's cookie, so as shared
  // copies they would come from the host memo's content version (up to 30 s old) even to the
  // author who just saved a new icon. Small and rarely asked, they are made fresh each time.
  "/manifest.webmanifest",
  "/favicon.ico",
  "/icons/",
];

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** A GET of a page that would be shared if nobody were signed in. */
function isPublicPageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (UNCACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
  if (url.searchParams.has("mgk") || url.searchParams.has("preview")) return false;
  return !request.headers.get("Authorization");
}

const hasSession = (request: Request) =>
  parseCookies(request.headers.get("Cookie")).has(SESSION_COOKIE_NAME);

/** Whether this request may be answered from, and stored in, the shared edge cache. */
export function isCacheableRequest(request: Request): boolean {
  return isPublicPageRequest(request) && !hasSession(request);
}

/** A signed-in reader's view of a page that anonymous visitors get from the edge cache. */
export function isSignedInPageView(request: Request): boolean {
  return isPublicPageRequest(request) && hasSession(request);
}

/**
 * Query parameters that campaign and click tracking add to shared links. No page reads
 * them (analytics scripts read them from the browser's address), so they stay out of the
 * key: otherwise every click from a newsletter or a social post, each with its own click
 * id, would miss the cache and render the page again.
 */
const TRACKING_PARAMETER =
  /^(utm_[a-z]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|mc_cid|mc_eid)$/i;

/** Tracking, and a parameter only the page's script reads (interactions/linked-comment.ts). */
const leftOutOfKey = (name: string) =>
  TRACKING_PARAMETER.test(name) || name === LINKED_COMMENT_PARAMETER;

/**
 * The cache key: the page's own URL (tracking and script-only parameters aside) plus the site's content
 * version, the build (a page cached before a deploy names asset files the deploy replaced)
 * and the render-affecting cookies.
 */
export function cacheKey(request: Request, contentVersion: number, buildVersion = ""): string {
  const url = new URL(request.url);
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !leftOutOfKey(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const preferences = [...parseCookies(request.headers.get("Cookie")).entries()]
    .filter(([name]) => name.startsWith(PREFERENCE_COOKIE_PREFIX))
    .sort(([a], [b]) => a.localeCompare(b));
  const key = new URL(`${url.protocol}//${url.host}${url.pathname}`);
  for (const [name, value] of params) key.searchParams.append(name, value);
  for (const [name, value] of preferences) key.searchParams.append(`__cookie_${name}`, value);
  key.searchParams.set("__v", String(contentVersion));
  if (buildVersion) key.searchParams.set("__build", buildVersion);
  return key.toString();
}

/** Only complete, public, non-personal answers are shared. */
export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control")?.toLowerCase() ?? "";
  return !/\b(private|no-store|no-cache)\b/.test(cacheControl);
}

export async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/** If-None-Match may list several tags, and weak ones (W/"…") match too. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function notModified(response: Response): Response {
  const headers = new Headers();
  for (const name of ["ETag", "Cache-Control", "Vary", "X-Cache"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(null, { status: 304, headers });
}
