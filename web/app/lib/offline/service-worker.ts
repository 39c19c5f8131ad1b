/**
 * The service worker of a creator site (served at /sw.js, scope "/"): recipe pages the reader
 * opened, their images, the scripts and styles they need (cook mode's too) and the shopping
 * list open without a network. Built on its own by build-plugins/service-worker.ts, which
 * fills in the build and the files to fetch at install; docs/decisions/0013-offline-reading.md
 * says what is kept, for whom, and how the copies end.
 *
 * Pages and their data: network first (the reader gets the fresh page whenever there is a
 * network), the kept copy when the network fails. Build files (content-hashed): cache first.
 * Remix's route discovery: network first, the routes met so far when it fails
 * (offline-navigation.ts). Anything else, and every non-GET, passes through untouched.
 */
import {
  mergeRoutePatches,
  pageOfData,
  ROUTE_DISCOVERY_PATH,
  type RoutePatches,
  reloadDocumentData,
  reloadDocumentDiscovery,
} from "./offline-navigation";
import { type KeptPage, offlinePage, titleOf } from "./offline-page";
import {
  CACHE_PREFIX,
  decideCopy,
  isFresh,
  isKeepablePath,
  isSignOut,
  KEEP_HEADER,
  otherReadersCaches,
  pagesCacheName,
  pagesCachePrefix,
  SAVED_AT_HEADER,
  SHOPPING_LIST_PATH,
  shellCacheName,
  VIEWER_HEADER,
} from "./offline-rules";

// The build's figures, put in by build-plugins/service-worker.ts (esbuild `define`).
declare const OFFLINE_BUILD: string;
declare const OFFLINE_PRECACHE: string[];

/** The parts of the service worker global scope used here (the DOM lib lacks them). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type ServiceWorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window" }): Promise<{ url: string }[]>;
  };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

const scope = globalThis as unknown as ServiceWorkerScope;
const SHELL = shellCacheName(OFFLINE_BUILD);
const PAGES = pagesCachePrefix(OFFLINE_BUILD);
/** Kept pages fetched again under a new build when it takes over, at most this many. */
const CARRIED_OVER = 60;

scope.addEventListener("install", (event) => {
  // A deploy takes over at once (with clients.claim below): the pages a reader opens from
  // then on name the new build's files, which this install has just fetched.
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(OFFLINE_PRECACHE))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter(
        (name) =>
          name.startsWith(CACHE_PREFIX) && !name.startsWith(`${CACHE_PREFIX}${OFFLINE_BUILD}-`),
      );
      // The old build's kept pages name files this build no longer has: their addresses are
      // fetched afresh below (online), the copies themselves go with the old caches.
      const addresses = await keptAddresses(old);
      await Promise.all(old.map((name) => caches.delete(name)));
      await scope.clients.claim();
      // The page that registered this worker loaded before it took control: kept now.
      const open = await scope.clients.matchAll({ type: "window" });
      addresses.unshift(...open.map((client) => client.url));
      const again = new Set([
        ...addresses.slice(0, CARRIED_OVER),
        new URL(SHOPPING_LIST_PATH, scope.location.origin).href,
      ]);
      // Not awaited: the pages' own requests wait while a worker activates, and must not
      // wait for these.
      for (const url of again) void refresh(url);
    })(),
  );
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (isSignOut(request.method, url.pathname)) {
    // Signing out ends the reader's copies before the server even answers.
    event.waitUntil(dropPages());
    return;
  }
  if (request.method !== "GET") return;
  const later: Later = (work) => event.waitUntil(work.catch(() => {}));
  if (url.pathname === ROUTE_DISCOVERY_PATH) {
    event.respondWith(discoverRoutes(request, later));
  } else if (OFFLINE_PRECACHE.includes(url.pathname) || url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate" || url.pathname.endsWith(".data")) {
    event.respondWith(networkFirst(request, url, later));
  } else if (request.destination === "image" && keptPageAsked(request)) {
    event.respondWith(networkFirst(request, url, later));
  }
});

/** Build files: their names change with their content, so a stored copy is always right. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  // 200 only: a 206 (the alarm's range requests) cannot be stored, and a stored part would answer every range.
  if (response.status === 200 && response.type === "basic")
    await cache.put(request, response.clone());
  return response;
}

/** Where the routes Remix's discovery has named under this build are kept, all in one. */
const KNOWN_ROUTES = new URL("/offline-known-routes.json", scope.location.origin).href;
/** Writes of KNOWN_ROUTES one after another, so two answers merged at once both stay. */
let routesWritten: Promise<void> = Promise.resolve();

/**
 * Remix's route discovery: the network's answer (whose routes are added to those known),
 * and offline every route known, so a link on a kept page is followed to its route; with
 * none known yet, Remix loads the page as a document instead.
 */
async function discoverRoutes(request: Request, later: Later): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const known = await knownRoutes();
    if (Object.keys(known).length === 0) return reloadDocumentDiscovery();
    return Response.json(known, { headers: { "Cache-Control": "no-store" } });
  }
  if (response.status === 200) {
    const answer = response.clone();
    routesWritten = routesWritten.then(() => rememberRoutes(answer)).catch(() => {});
    later(routesWritten);
  }
  return response;
}

async function knownRoutes(): Promise<RoutePatches> {
  const stored = await (await caches.open(SHELL)).match(KNOWN_ROUTES);
  return stored ? ((await stored.json()) as RoutePatches) : {};
}

async function rememberRoutes(answer: Response): Promise<void> {
  const known = mergeRoutePatches(await knownRoutes(), await answer.json());
  await (await caches.open(SHELL)).put(KNOWN_ROUTES, Response.json(known));
}

/** Work that goes on after the answer has gone to the page (the event's waitUntil). */
type Later = (work: Promise<unknown>) => void;

/**
 * Pages, their data and their images: the network's answer whenever there is one (which also
 * tells whose copies these are, and whether this one may be kept), the kept copy otherwise.
 * The page gets the answer as it streams; the copy is written beside it.
 */
async function networkFirst(request: Request, url: URL, later: Later): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await keptCopy(request);
    if (kept) return kept;
    if (request.mode === "navigate") return offlineAnswer();
    // A link followed in the page to one not kept: the page loads as a document instead,
    // which answers with its kept copy or "You are offline", not Remix's error page.
    if (url.pathname.endsWith(".data")) return reloadDocumentData(pageOfData(url));
    throw error;
  }
  later(afterAnswer(request, url, response.clone()));
  return response;
}

async function afterAnswer(request: Request, url: URL, response: Response): Promise<void> {
  if (request.destination === "image") {
    // A picture is the same for every reader and the browser keeps it for a year, headers and
    // all: its viewer may be whoever saw it first (signed out, before signing in). It joins
    // the copies of the reader the pages named, and never changes whose they are.
    const viewer = await keptViewer();
    if (viewer && response.status === 200) await store(viewer, request, response);
    return;
  }
  const viewer = response.headers.get(VIEWER_HEADER);
  if (viewer) await keepOnlyViewer(viewer);
  if (!isKeepablePath(url.pathname)) return;
  const decision = decideCopy({
    status: response.status,
    redirected: response.redirected,
    viewer,
    keep: response.headers.get(KEEP_HEADER),
  });
  if (decision === "store" && viewer) {
    await store(viewer, request, response);
    if (url.pathname.endsWith(".data")) await keepDocumentOf(url);
  } else if (decision === "drop") await forget(request);
}

/**
 * A page reached by a client-side navigation arrived as Remix's data only: its document is
 * fetched as well, so the page also opens offline from the address bar or a reload.
 */
async function keepDocumentOf(data: URL): Promise<void> {
  const address = new URL(data.pathname.replace(/\.data$/, ""), data.origin).href;
  if (await keptCopy(new Request(address))) return;
  await refresh(address);
}

/** A new viewer key means a sign-out, a sign-in or a dead session: the old copies go. */
async function keepOnlyViewer(viewer: string): Promise<void> {
  const others = otherReadersCaches(await caches.keys(), OFFLINE_BUILD, viewer);
  await Promise.all(others.map((name) => caches.delete(name)));
  await caches.open(pagesCacheName(OFFLINE_BUILD, viewer));
}

/** Whose copies are kept now: the one pages cache (keepOnlyViewer opens it), if any. */
async function keptViewer(): Promise<string | null> {
  const name = (await caches.keys()).find((cache) => cache.startsWith(PAGES));
  return name ? name.slice(PAGES.length) : null;
}

async function dropPages(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PAGES)).map((name) => caches.delete(name)),
  );
}

/** The copy is stamped with its time, so it ends after OFFLINE_DAYS without a fresh one. */
async function store(viewer: string, request: Request, response: Response): Promise<void> {
  if (response.type !== "basic") return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  const copy = new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  const cache = await caches.open(pagesCacheName(OFFLINE_BUILD, viewer));
  await cache.put(request, copy.clone());
  if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
    await keepFilesOf(await copy.text());
  }
}

/**
 * The build files a kept document names (its route modules, the Remix manifest, styles,
 * fonts), so it also opens offline when it was first loaded before this worker took control.
 */
async function keepFilesOf(html: string): Promise<void> {
  const names = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g) ?? []);
  const cache = await caches.open(SHELL);
  await Promise.all(
    [...names].map(async (name) => {
      if (await cache.match(name)) return;
      try {
        await cacheFirst(new Request(name));
      } catch {
        // Offline again already: the next online view fetches it.
      }
    }),
  );
}

async function forget(request: Request): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGES));
  await Promise.all(names.map(async (name) => (await caches.open(name)).delete(request)));
}

/** One pages cache's copy of this address if it is not too old; a stale one goes. */
async function freshCopy(cache: Cache, request: Request): Promise<Response | null> {
  const stored = await cache.match(request, { ignoreVary: true });
  if (!stored) return null;
  if (isFresh(stored.headers.get(SAVED_AT_HEADER), Date.now())) return stored;
  await cache.delete(request, { ignoreVary: true });
  return null;
}

/** The current reader's copy of this address, if it is not too old (one pages cache at most). */
async function keptCopy(request: Request): Promise<Response | null> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGES));
  for (const name of names) {
    const copy = await freshCopy(await caches.open(name), request);
    if (copy) return copy;
  }
  return null;
}

/** An image asked for by a page the reader may keep (a recipe's photos, not every listing's). */
function keptPageAsked(request: Request): boolean {
  if (!request.referrer) return false;
  const from = new URL(request.referrer);
  return from.origin === scope.location.origin && isKeepablePath(from.pathname);
}

async function keptAddresses(cacheNames: string[]): Promise<string[]> {
  const pages = cacheNames.filter((name) => name.includes("-pages-"));
  const lists = await Promise.all(
    pages.map(async (name) =>
      (await (await caches.open(name)).keys()).map((request) => request.url),
    ),
  );
  return lists.flat().filter((address) => isKeepablePath(new URL(address).pathname));
}

/** Fetches a kept address again with the reader's cookies; the answer decides as ever. */
async function refresh(address: string): Promise<void> {
  const url = new URL(address);
  if (url.origin !== scope.location.origin || !isKeepablePath(url.pathname)) return;
  try {
    const response = await fetch(new Request(address, { credentials: "same-origin" }));
    await afterAnswer(new Request(address), url, response);
  } catch {
    // Offline while the new build took over: the page is kept again on the next visit.
  }
}

/** What a page the reader never kept says without a network: the pages that do open. */
async function offlineAnswer(): Promise<Response> {
  const kept: KeptPage[] = [];
  for (const name of (await caches.keys()).filter((cache) => cache.startsWith(PAGES))) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.pathname.endsWith(".data")) continue;
      const copy = await freshCopy(cache, request);
      const title = copy ? titleOf(await copy.text()) : null;
      if (title) kept.push({ path: `${url.pathname}${url.search}`, title });
    }
  }
  return offlinePage(kept);
}
