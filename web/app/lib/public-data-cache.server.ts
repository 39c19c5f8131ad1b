import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ApiArgs, type ApiResult, apiFetch } from "./api.server";
import { EDGE_TTL_SECONDS } from "./edge-cache";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /**
     * Set by the edge-cache layer (functions/[[path]].ts) for an anonymous page view of a
     * site: the site's content version and the build. Public data the page reads may then
     * come from the edge cache under that version, like the page itself.
     */
    publicDataVersion?: string;
  }
}

/** Keys of cached API answers: never a URL anything can request. */
const KEY_ORIGIN = "https://public-data.internal";

const edgeCache = (context: AppLoadContext) =>
  // The DOM lib's CacheStorage (web/tsconfig.json has both) lacks Workers' `default`.
  (context.cloudflare.caches as unknown as { default: Cache }).default;

/**
 * A public API read (the same answer for every visitor of the site) that an anonymous page
 * view takes from the edge cache when it can. The site's header, footer and theme are read
 * by every page: once one page has asked, a page not yet in the cache (another recipe, a
 * search) renders without that call. The key holds the content version, so a publish or a
 * settings change is never served stale; signed-in views always ask the API.
 */
export async function cachedPublicRead<T>(args: ApiArgs, path: string): Promise<ApiResult<T>> {
  const version = args.context.publicDataVersion;
  if (!version) return apiFetch<T>(args, path);

  const cache = edgeCache(args.context);
  const key = `${KEY_ORIGIN}${path}${path.includes("?") ? "&" : "?"}__v=${encodeURIComponent(version)}`;
  const hit = await cache.match(key);
  if (hit) {
    return { ok: true, status: 200, body: (await hit.json()) as T, headers: hit.headers };
  }
  const result = await apiFetch<T>(args, path);
  if (result.ok) {
    const stored = Response.json(result.body, {
      headers: { "Cache-Control": `public, max-age=${EDGE_TTL_SECONDS}` },
    });
    args.context.cloudflare.ctx.waitUntil(cache.put(key, stored));
  }
  return result;
}
