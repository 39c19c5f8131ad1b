import type { AppLoadContext } from "@remix-run/cloudflare";
import type { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import type { HostResponse } from "@schema/api/public-site";
import {
  CLIENT_CACHE_CONTROL,
  cacheKey,
  EDGE_TTL_SECONDS,
  etagOf,
  isCacheableRequest,
  isCacheableResponse,
  isSignedInPageView,
  matchesEtag,
  notModified,
} from "../app/lib/edge-cache";
import { withForwardedHost } from "../app/lib/forwarded-host";
import type { HostKind } from "../app/lib/host.server";
import { createHostMemo, hostMemoSeconds } from "../app/lib/host-memo";
import { isUnsubscribePost, oneClickUnsubscribe } from "../app/lib/newsletter/one-click";
import { SERVICE_WORKER_PATH, withOfflineHeaders } from "../app/lib/offline/offline-headers.server";
import { createPageMemory, servePage, storedPage } from "../app/lib/page-memory";
import { createPagesHandler } from "../app/lib/pages-handler.server";
import type { RenderTiming } from "../app/lib/render-timing";
import {
  crossOriginRefusal,
  isCrossOriginWrite,
  withoutOrigin,
} from "../app/lib/same-origin.server";
import {
  CSP_REPORT_PATH,
  newNonce,
  type PagePolicy,
  SERVICE_WORKER_POLICY,
  securityHeaders,
  stripeOrigins,
} from "../app/lib/security-headers";
import { withSiteRoutes } from "../app/lib/server-bundles.server";
import { readSessionToken } from "../app/lib/session.server";
import { signInHop } from "../app/lib/sign-in-hop";
import { isPlatformSubdomain, subdomainRedirect } from "../app/lib/subdomain-redirect";
import type { WebEnv } from "../app/load-context";
// The server builds exist after `npm run build`; web/pages-worker/build.ts bundles them with
// this function into the `_worker.js` directory, keeping each bundle a module of its own. The
// visitors' bundle (every site page, sign-in, the account area) is imported here; the kitchen's
// (vite.config.ts serverBundles) only on the first request for one of its paths.
// @ts-expect-error no type declarations for the generated build
import * as build from "../build/server/site/index.js";

/** Remix's manifest version: changes with every build that changes an asset. */
const BUILD_VERSION: string = build.assets?.version ?? "";

/** Paths served by the kitchen's server bundle (KITCHEN_ROUTES in vite.config.ts). */
const KITCHEN_PATH = /^\/(kitchen|admin|create)(?=$|[/.])/;

/**
 * Site views this function resolved (GETs, anonymous or signed in): the host (so loaders do
 * not ask again) and the version public data may be read from the edge cache under.
 */
const resolvedHosts = new WeakMap<Request, { host: HostKind; publicDataVersion: string }>();

/** A site view's host for the loaders, and the version its public data is cached under. */
const resolvedSite = (site: HostResponse["site"]) => ({
  host: { kind: "site", site } as const,
  publicDataVersion: `${site.contentVersion}-${BUILD_VERSION}`,
});

/** When each timed request's loaders finished (entry.server.tsx stamps it); for Server-Timing. */
const renderTimings = new WeakMap<Request, RenderTiming>();

/** Each request's CSP nonce and what its page needs allowed (entry.server.tsx fills it in). */
const pagePolicies = new WeakMap<Request, PagePolicy>();

const getLoadContext: Parameters<typeof createPagesFunctionHandler>[0]["getLoadContext"] = ({
  request,
  context,
}) => {
  const loadContext = context as unknown as AppLoadContext;
  // On the context itself: the server build bundles its own copy of app/lib, so a
  // module-level memo shared with this file would be a different map there.
  const resolved = resolvedHosts.get(request);
  const renderTiming = renderTimings.get(request);
  const pagePolicy = pagePolicies.get(request);
  // A client-side visit asks for `….data`; anything else that renders is a document.
  const document = !new URL(request.url).pathname.endsWith(".data");
  return {
    ...loadContext,
    forgetSiteHost: (host: string) => hostMemo.forget(host),
    ...(pagePolicy ? { pagePolicy } : {}),
    ...(document ? { documentMarkup: new Map<string, string>() } : {}),
    ...(resolved
      ? { resolvedHost: resolved.host, publicDataVersion: resolved.publicDataVersion }
      : {}),
    ...(renderTiming ? { renderTiming } : {}),
  };
};

const siteHandler = createPagesHandler({ build, getLoadContext });
type Handler = typeof siteHandler;
let kitchenHandler: Promise<Handler> | null = null;

/** The kitchen's bundle, loaded (and its modules evaluated) once per isolate, when first asked. */
function kitchen(): Promise<Handler> {
  kitchenHandler ??= import(
    // @ts-expect-error no type declarations for the generated build
    "../build/server/kitchen/index.js"
  ).then((kitchenBuild) =>
    createPagesHandler({ build: withSiteRoutes(kitchenBuild, build), getLoadContext }),
  );
  return kitchenHandler;
}

/**
 * Which bundle answers: the kitchen's for its paths and their data requests
 * (`/kitchen/….data`); the site's for the rest. Route discovery (`/__manifest?p=…&p=…`)
 * asks for the links on a page at once, both bundles' paths mixed: each bundle is asked for
 * its own and the two answers (maps of route id → route) are merged.
 */
const remix: Handler = async (context) => {
  const url = new URL(context.request.url);
  if (url.pathname === "/__manifest") return manifest(context, url);
  return KITCHEN_PATH.test(url.pathname) ? (await kitchen())(context) : siteHandler(context);
};

async function manifest(context: Parameters<Handler>[0], url: URL): Promise<Response> {
  const paths = url.searchParams.getAll("p");
  const kitchenPaths = paths.filter((path) => KITCHEN_PATH.test(path));
  if (kitchenPaths.length === 0) return siteHandler(context);
  const ask = async (handler: Handler, only: string[]) => {
    const part = new URL(url);
    part.searchParams.delete("p");
    for (const path of only) part.searchParams.append("p", path);
    return handler({
      ...context,
      request: new Request(part, context.request) as typeof context.request,
    });
  };
  const sitePaths = paths.filter((path) => !KITCHEN_PATH.test(path));
  const fromKitchen = await ask(await kitchen(), kitchenPaths);
  if (sitePaths.length === 0 || fromKitchen.status !== 200) return fromKitchen;
  const fromSite = await ask(siteHandler, sitePaths);
  if (fromSite.status !== 200) return fromSite;
  const merged = { ...(await fromSite.json<object>()), ...(await fromKitchen.json<object>()) };
  const headers = new Headers(fromKitchen.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(merged), { status: 200, headers });
}

/** Which site each host serves, as this isolate last heard it (app/lib/host-memo.ts). */
const hostMemo = createHostMemo<HostResponse["site"]>();

/** `fresh`: ask the API even when the memo remembers (a signed-in view must show changes at once). */
async function siteFor(env: WebEnv, host: string, { fresh = false } = {}) {
  const remembered = fresh ? undefined : hostMemo.get(host);
  if (remembered) return remembered;
  const response = await env.API.fetch(
    `https://api.internal/api/v1/hosts/${encodeURIComponent(host)}`,
  );
  // Unknown hosts are not remembered: a site created a moment ago must answer at once.
  if (!response.ok) return null;
  const { site } = (await response.json()) as HostResponse;
  hostMemo.remember(host, site, hostMemoSeconds(env.HOST_MEMO_SECONDS));
  return site;
}

/**
 * Every request to the web app, and the one place its security headers are set
 * (app/lib/security-headers.ts): each response gets them on its way out.
 */
export const onRequest: PagesFunction<WebEnv> = async (incoming) => {
  // Custom domains arrive through the edge router: the reader's host first, before anything reads it.
  const request = withForwardedHost(
    incoming.request,
    incoming.env.ROUTER_KEY,
  ) as typeof incoming.request;
  const context = request === incoming.request ? incoming : { ...incoming, request };
  const page: PagePolicy = {
    nonce: newNonce(),
    analytics: false,
    formTargets: [],
    showsEmails: new URL(context.request.url).pathname.startsWith("/_dev/mail"),
  };
  pagePolicies.set(context.request, page);
  // Fresh renders are secured before the edge cache stores them; everything once more here
  // (a copy from the cache, a 304, Remix's answers that were never cacheable).
  const response = await respond(context, (rendered) => secured(rendered, page, context));
  // A fresh render was secured before it was stored; a page from memory carries the headers
  // its stored copy was given (and a fresh nonce). Neither needs them set again.
  const out = alreadySecured.has(response) ? response : secured(response, page, context);
  // A creator site's service worker learns from each response whose copies it keeps.
  const host = new URL(context.request.url).host.toLowerCase();
  if (host === context.env.PLATFORM_HOST.toLowerCase()) return out;
  return withOfflineHeaders(context.request, out);
};

/**
 * /sw.js, a creator site's service worker (the browser build's file, build-plugins/service-
 * worker.ts), with a policy of its own that lets it fetch from its host; never cached by the
 * browser, so a deploy's worker is found on the next page view. The platform host has none.
 */
async function serviceWorkerScript(request: Request, env: WebEnv): Promise<Response> {
  const host = new URL(request.url).host.toLowerCase();
  const assets = (env as WebEnv & { ASSETS?: Fetcher }).ASSETS;
  if (host === env.PLATFORM_HOST.toLowerCase() || !assets || request.method !== "GET") {
    return new Response("Not found", { status: 404 });
  }
  const file = await assets.fetch(new URL(SERVICE_WORKER_PATH, request.url));
  if (!file.ok) return new Response("Not found", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": SERVICE_WORKER_POLICY,
    },
  });
}

/** Responses respond() built from secured ones: the edge layer's fresh renders and hits. */
const alreadySecured = new WeakSet<Response>();

/** The edge cache's pages this isolate has seen, ready to serve (app/lib/page-memory.ts). */
const pageMemory = createPageMemory();

/**
 * Adds the security headers. A page gets its page policy (with this request's nonce); a
 * response that names its own policy keeps it: a copy from the edge cache (its nonce made
 * fresh already), /media (the API's policy for uploaded files). A 304 gets none, so the
 * browser keeps the policy stored with its own copy.
 */
function secured(response: Response, page: PagePolicy, context: { request: Request; env: WebEnv }) {
  const { request, env } = context;
  const url = new URL(request.url);
  const isPage = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  const headers = securityHeaders({
    page: isPage ? page : null,
    production: env.ENVIRONMENT === "production",
    platformDomain: isPlatformDomain(url.host, env.PLATFORM_HOST),
    stripeOrigins: stripeOrigins(env.STRIPE_ORIGINS),
    reportUri: `${url.origin}${CSP_REPORT_PATH}`,
  });
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) {
    if (name === "Content-Security-Policy") {
      if (response.status === 304 || response.headers.has(name)) continue;
    }
    out.headers.set(name, value);
  }
  return out;
}

/** The platform host or a `{slug}.` subdomain of it (not a creator's custom domain). */
function isPlatformDomain(host: string, platformHost: string): boolean {
  const [h, p] = [host.toLowerCase(), platformHost.toLowerCase()];
  return h === p || h.endsWith(`.${p}`);
}

/**
 * A signed-in reader's view of a site page, rendered for them every time: what it reads that is the same for every visitor (the site's header, footer and theme) may still
 * come from the edge cache, under the content version the API gives now, so an author sees
 * a change at once. Server-Timing says how long the host and the loaders took (React's render
 * streams after the headers, so it is not in them).
 */
async function signedInSiteView(
  context: EventContext<WebEnv, string, Record<string, unknown>>,
  host: string,
): Promise<Response> {
  const started = Date.now();
  const site = await siteFor(context.env, host, { fresh: true });
  if (site) resolvedHosts.set(context.request, resolvedSite(site));
  const hostDone = Date.now();
  const renderTiming: RenderTiming = {};
  renderTimings.set(context.request, renderTiming);
  const response = await remix(context);
  if (renderTiming.loadersDone === undefined) return response;
  const timed = new Response(response.body, response);
  timed.headers.set(
    "Server-Timing",
    `host;dur=${hostDone - started}, data;dur=${renderTiming.loadersDone - hostDone}`,
  );
  return timed;
}

/**
 * Anonymous page views of creator sites are answered from the edge cache when a copy for
 * the site's current content version exists (see app/lib/edge-cache.ts); everything else
 * goes straight to Remix. `secure` adds the security headers to a fresh render before it is
 * stored, so a stored copy carries its policy and the nonce its elements carry.
 */
async function respond(
  context: EventContext<WebEnv, string, Record<string, unknown>>,
  secure: (response: Response) => Response,
): Promise<Response> {
  const { request, env } = context;
  // Every action and api.* route at once: a write from another origin never reaches them.
  if (isCrossOriginWrite(request)) return crossOriginRefusal();
  if (new URL(request.url).pathname === SERVICE_WORKER_PATH) {
    return serviceWorkerScript(request, env);
  }
  const host = new URL(request.url).host.toLowerCase();
  if (host !== env.PLATFORM_HOST.toLowerCase() && isUnsubscribePost(request)) {
    // A mail provider's cross-origin one-click POST, answered before Remix refuses it.
    const site = await siteFor(env, host);
    const answer = site ? await oneClickUnsubscribe(request, site.slug, env.API) : null;
    if (answer) return answer;
  }
  // A site with an active custom domain answers there only (app/lib/subdomain-redirect.ts).
  if (isPlatformSubdomain(host, env.PLATFORM_HOST)) {
    const site = await siteFor(env, host);
    const redirect = site && subdomainRedirect(request, site, env.PLATFORM_HOST);
    // A signed-in reader keeps their sign-in across the move (app/lib/sign-in-hop.ts).
    if (redirect) return signInHop(redirect, site, readSessionToken(request), env.API);
  }
  const onPlatform = host === env.PLATFORM_HOST.toLowerCase();
  if (!onPlatform && isSignedInPageView(request)) return signedInSiteView(context, host);
  if (onPlatform || !isCacheableRequest(request)) {
    const forRemix = withoutOrigin(request);
    if (forRemix === request) return remix(context);
    pagePolicies.set(forRemix, pagePolicies.get(request) as PagePolicy);
    return remix({ ...context, request: forRemix });
  }
  // Where an uncached view's time goes, for the browser's network panel and npm run bench.
  // (Workers' clock moves only across I/O, which is what these steps are made of.)
  const started = Date.now();
  const site = await siteFor(env, host);
  if (!site) return remix(context); // Remix renders the unknown-host page
  const hostDone = Date.now();
  resolvedHosts.set(request, resolvedSite(site));

  // Remix's Pages handler drops If-None-Match before serving; read it first.
  const ifNoneMatch = request.headers.get("If-None-Match");
  // The DOM lib's CacheStorage (web/tsconfig.json has both) lacks Workers' `default`.
  const cache = (caches as unknown as { default: Cache }).default;
  const key = cacheKey(request, site.contentVersion, BUILD_VERSION);
  let stored = pageMemory.get(key);
  if (!stored) {
    const cached = await cache.match(key);
    if (cached) {
      // How old the edge copy is, so the memory of it ends with it; unknown: not kept.
      const age = Number(cached.headers.get("Age") ?? Number.NaN);
      stored = storedPage(cached, await cached.arrayBuffer(), Number.isFinite(age) ? age : 0);
      if (Number.isFinite(age)) pageMemory.remember(key, stored);
    }
  }
  const cacheDone = Date.now();
  const timing = `host;dur=${hostDone - started}, cache;dur=${cacheDone - hostDone}`;
  if (stored) {
    // Each copy gets a nonce of its own (app/lib/page-memory.ts explains why).
    const hit = servePage(stored, newNonce());
    hit.headers.set("Cache-Control", CLIENT_CACHE_CONTROL);
    hit.headers.set("X-Cache", "HIT");
    hit.headers.set("Server-Timing", timing);
    if (matchesEtag(ifNoneMatch, hit.headers.get("ETag") ?? "")) return notModified(hit);
    alreadySecured.add(hit);
    return hit;
  }

  const renderTiming: RenderTiming = {};
  renderTimings.set(request, renderTiming);
  const response = secure(await remix(context));
  if (!isCacheableResponse(response)) return response;
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set("ETag", await etagOf(body));
  headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  context.waitUntil(cache.put(key, new Response(body, { status: 200, headers })));
  pageMemory.remember(key, storedPage({ status: 200, headers }, body, 0));

  headers.set("Cache-Control", CLIENT_CACHE_CONTROL);
  headers.set("X-Cache", "MISS");
  // The loaders (API calls), then React's render to the last byte (the body is read above).
  const rendered = Date.now();
  const loaded = renderTiming.loadersDone ?? rendered;
  headers.set(
    "Server-Timing",
    `${timing}, data;dur=${loaded - cacheDone}, html;dur=${rendered - loaded}`,
  );
  const fresh = new Response(body, { status: 200, headers });
  if (matchesEtag(ifNoneMatch, headers.get("ETag") ?? "")) return notModified(fresh);
  alreadySecured.add(fresh);
  return fresh;
}
