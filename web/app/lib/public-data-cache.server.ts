import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ClientResponse } from "hono/client";
import { type Api, type ApiAnswer, type ApiArgs, type ApiResult, callApi } from "./api.server";
import { type BoundedMemory, createBoundedMemory } from "./bounded-memory";
import { EDGE_TTL_SECONDS } from "./edge-cache";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /**
     * Set by the edge-cache layer (functions/[[path]].ts) for a page view (GET) of a site,
     * anonymous or signed in: the site's content version and the build. Public data the page reads may then
     * come from the edge cache under that version, like the page itself.
     */
    publicDataVersion?: string;
  }
}

/** Keys of cached API answers: never a URL anything can request. */
const KEY_ORIGIN = "https://public-data.internal";

/** Answers an isolate keeps in memory at most (a recipe is ~20 KB); the least recently used makes room. */
const MAX_REMEMBERED = 200;

const edgeCache = (context: AppLoadContext) =>
  // The DOM lib's CacheStorage (web/tsconfig.json has both) lacks Workers' `default`.
  (context.cloudflare.caches as unknown as { default: Cache }).default;

/**
 * What this isolate read of the edge cache, by key, until the edge copy ends: the same
 * answers, without a Cache API lookup per page. Held per Cache object (one per isolate in
 * Workers; one per test here).
 */
const memories = new WeakMap<Cache, BoundedMemory<string>>();

function memoryOf(cache: Cache): BoundedMemory<string> {
  let memory = memories.get(cache);
  if (!memory) {
    memory = createBoundedMemory({ max: MAX_REMEMBERED });
    memories.set(cache, memory);
  }
  return memory;
}

/** Kept until the edge copy, `ageSeconds` old already, ends. */
function remember(memory: BoundedMemory<string>, key: string, text: string, ageSeconds: number) {
  memory.set(key, text, Date.now() + (EDGE_TTL_SECONDS - ageSeconds) * 1000);
}

const cachedAnswer = (text: string) =>
  // Parsed for each page: loaders may change what they get without touching the next view's.
  new Response(text, { status: 200, headers: { "Content-Type": "application/json" } });

/**
 * A public API read (the same answer for every visitor of the site) that a site's page view
 * takes from the edge cache when it can. The site's header, footer and theme are read
 * by every page: once one page has asked, a page not yet in the cache (another recipe, a
 * search) renders without that call. The key holds the content version, so a publish or a
 * settings change is never served stale; a signed-in view reads it under the version its
 * request resolved afresh (functions/[[path]].ts), so an author sees a change at once. Only ever
 * called without the viewer's token: what it keeps is what any anonymous visitor may read.
 */
export function cachedPublicRead<R extends ClientResponse<unknown, number, string>>(
  args: ApiArgs,
  call: (api: Api) => Promise<R>,
): Promise<ApiResult<ApiAnswer<R>>> {
  const version = args.context.publicDataVersion;
  if (!version) return callApi(args, call);
  return callApi(args, call, { through: (path, send) => readThrough(args, version, path, send) });
}

async function readThrough(
  args: ApiArgs,
  version: string,
  path: string,
  send: () => Promise<Response>,
): Promise<Response> {
  const cache = edgeCache(args.context);
  const memory = memoryOf(cache);
  const key = `${KEY_ORIGIN}${path}${path.includes("?") ? "&" : "?"}__v=${encodeURIComponent(version)}`;
  const remembered = memory.get(key);
  if (remembered !== undefined) return cachedAnswer(remembered);
  const hit = await cache.match(key);
  if (hit) {
    const text = await hit.text();
    // How old the edge copy is, so the memory of it ends with it; unknown: not kept.
    const age = Number(hit.headers.get("Age") ?? Number.NaN);
    if (Number.isFinite(age)) remember(memory, key, text, age);
    return cachedAnswer(text);
  }
  const response = await send();
  if (response.ok) {
    const text = await response.clone().text();
    const stored = new Response(text, {
      headers: {
        "Content-Type": "application/json",
        "Cache-Control": `public, max-age=${EDGE_TTL_SECONDS}`,
      },
    });
    args.context.cloudflare.ctx.waitUntil(cache.put(key, stored));
    remember(memory, key, text, 0);
  }
  return response;
}
