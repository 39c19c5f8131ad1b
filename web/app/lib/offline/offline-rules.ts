/**
 * What the site's service worker (service-worker.ts) may keep for reading offline, and the
 * two response headers through which the server tells it (docs/decisions/0013-offline-reading.md).
 * Pure and shared: the server sets the headers, the service worker reads them.
 */

/**
 * Every response of a site host names whose copy it is: an opaque key of the session the
 * browser holds after this response, or "anonymous". The service worker keeps one reader's
 * copies at a time and drops them all when the key changes (sign-out, sign-in, a dead session).
 */
export const VIEWER_HEADER = "X-Offline-Viewer";
export const ANONYMOUS_VIEWER = "anonymous";

/**
 * On a page the reader may keep: "full" when the server sent this viewer the whole recipe,
 * "preview" when it sent the paywall's preview, "own" for the reader's own list. Without it,
 * nothing is kept, and a kept copy of the same address is dropped.
 */
export const KEEP_HEADER = "X-Offline-Keep";
export type KeepMark = "full" | "preview" | "own";

/** When the service worker stored a copy (epoch milliseconds), on the copy itself. */
export const SAVED_AT_HEADER = "X-Offline-Saved-At";

/** A kept copy that has not been refreshed online for this long is not served, and is deleted. */
export const OFFLINE_DAYS = 7;
export const OFFLINE_MAX_AGE_MS = OFFLINE_DAYS * 24 * 60 * 60 * 1000;

/** The shopping list page (every site shows the account's one list). */
export const SHOPPING_LIST_PATH = "/shopping-list";

/** Addresses a kept page may have: a recipe page and the shopping list, each with its data. */
const KEEPABLE_PAGE = /^\/(recipes\/[^/]+|shopping-list)(\.data)?$/;

/** Whole areas the service worker leaves alone, whatever a response says. */
const NEVER_KEPT = /^\/(kitchen|admin|create|account|sign-in|sign-up|sign-out|_dev|api)(?=$|[/.])/;

export function isKeepablePath(pathname: string): boolean {
  return KEEPABLE_PAGE.test(pathname) && !NEVER_KEPT.test(pathname);
}

/** The sign-out form's POST, a plain navigation or Remix's fetch of `/sign-out.data`. */
export function isSignOut(method: string, pathname: string): boolean {
  return method === "POST" && /^\/sign-out(\.data)?$/.test(pathname);
}

export function isKeepMark(value: string | null): value is KeepMark {
  return value === "full" || value === "preview" || value === "own";
}

/**
 * What to do with the kept copy of an address, given a fresh answer from the network:
 * store the answer, drop the kept copy (the reader may no longer read it, or it moved or
 * went away), or leave the kept copy as it is (the server failed; that says nothing of access).
 */
export type CopyDecision = "store" | "drop" | "leave";

export function decideCopy(answer: {
  status: number;
  redirected: boolean;
  viewer: string | null;
  keep: string | null;
}): CopyDecision {
  if (answer.status >= 500) return "leave";
  if (answer.status === 200 && !answer.redirected && answer.viewer && isKeepMark(answer.keep)) {
    return "store";
  }
  return "drop";
}

/** Whether a kept copy saved at `savedAt` may still be served at `now`. */
export function isFresh(savedAt: string | null, now: number): boolean {
  const saved = Number(savedAt);
  return Number.isFinite(saved) && saved > 0 && now - saved <= OFFLINE_MAX_AGE_MS;
}

/**
 * Names of the service worker's caches. Each starts with the build, so a deploy's service
 * worker deletes every cache of the builds before it; the reader's pages name the viewer, so
 * one reader's copies can never answer another's requests.
 */
export const CACHE_PREFIX = "offline-";
export const shellCacheName = (build: string) => `${CACHE_PREFIX}${build}-shell`;
export const pagesCachePrefix = (build: string) => `${CACHE_PREFIX}${build}-pages-`;
export const pagesCacheName = (build: string, viewer: string) =>
  `${pagesCachePrefix(build)}${viewer}`;

/**
 * The pages caches an answer naming `viewer` ends: every other reader's. A signed-out answer
 * names the anonymous viewer, so the copies of whoever was signed in go, however the
 * session ended: signed out here, from another device ("Sign out everywhere else"), or
 * expired. The worker deletes them before it keeps anything of this answer.
 */
export function otherReadersCaches(
  cacheNames: readonly string[],
  build: string,
  viewer: string,
): string[] {
  const keep = pagesCacheName(build, viewer);
  return cacheNames.filter((name) => name.startsWith(pagesCachePrefix(build)) && name !== keep);
}

/**
 * The viewer key for a session token: a SHA-256 of it under a label of its own, so the key
 * says nothing of the token and is not the hash the API stores tokens under.
 */
export async function viewerKeyOf(token: string | null): Promise<string> {
  if (!token) return ANONYMOUS_VIEWER;
  const bytes = new TextEncoder().encode(`offline-viewer:${token}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
