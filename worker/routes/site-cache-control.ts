import type { Context } from "hono";

/**
 * Cache-Control of the public reads. Lists, filters and collections are the same for every
 * viewer, so any cache may keep them a minute (publishing shows up within that minute).
 * A recipe page depends on who asks: what a signed-in viewer receives may be paid content,
 * so it must never sit in a shared cache.
 */
export const SHARED_CACHE = "public, max-age=60";
export const PERSONAL = "private, no-store";

export function sharedCache(c: Context) {
  c.header("Cache-Control", SHARED_CACHE);
}

export function perViewerCache(c: Context, signedIn: boolean) {
  c.header("Cache-Control", signedIn ? PERSONAL : SHARED_CACHE);
  c.header("Vary", "Authorization");
}
