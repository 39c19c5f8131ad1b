/**
 * How the service worker keeps Remix's client-side navigation working offline
 * (docs/decisions/0013-offline-reading.md). A link on a kept page is followed in the page, not
 * as a document: Remix first asks /__manifest for the routes it has not met (lazy route
 * discovery), then /{path}.data for the page's data. Offline, either failing showed the error
 * page ("Sorry, we could not load this page"), even for a page kept on the device.
 *
 * - /__manifest answers, offline, with every route the site's answers named while online
 *   (the same for every reader: route ids and module files, no data), so the route is known.
 * - A page's data that was never kept answers with Remix's "load this address as a document",
 *   and the document request gets the kept page or the "You are offline" page, as a typed
 *   address would.
 */

/** Remix's route discovery: GET /__manifest?p=/path&p=…&version=… → { [routeId]: route }. */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

export type RoutePatches = Record<string, unknown>;

/** The routes two discovery answers named, together (an id names the same route in both). */
export function mergeRoutePatches(known: RoutePatches, answer: unknown): RoutePatches {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return known;
  return { ...known, ...(answer as RoutePatches) };
}

/**
 * Remix's answer to a discovery it cannot serve, with nothing known yet: load the page as a
 * document instead (@remix-run/react's fog-of-war reads this status and header).
 */
export function reloadDocumentDiscovery(): Response {
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Reload-Document": "yes", "Cache-Control": "no-store" },
  });
}

/**
 * Remix's single-fetch answer for a redirect with `reloadDocument` to `path`: a 202 whose
 * turbo-stream body is exactly what @remix-run/server-runtime encodes for one (its test
 * decodes it with Remix's own decoder). The browser then loads `path` as a document.
 */
export function reloadDocumentData(path: string): Response {
  const body = `${JSON.stringify([
    ["SingleFetchRedirect", 1],
    { _2: 3, _4: 5, _6: 7, _8: 9, _10: 7 },
    "redirect",
    path,
    "status",
    302,
    "revalidate",
    false,
    "reload",
    true,
    "replace",
  ])}\n`;
  return new Response(body, {
    status: 202,
    headers: { "Content-Type": "text/x-script", "Cache-Control": "no-store" },
  });
}

/**
 * The page a data request is for: `/recipes/x.data` → `/recipes/x`, and the root's
 * `/_root.data` → `/`, with the page's own search (less Remix's `_routes`, which names the
 * routes to load). On a site page such a GET is a navigation or a revalidation of the page
 * (the site loads no fetcher data), so loading that page as a document is what was asked.
 */
export function pageOfData(data: URL): string {
  const path = data.pathname === "/_root.data" ? "/" : data.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(data.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
