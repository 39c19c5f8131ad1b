import type { ServerBuild } from "@remix-run/cloudflare";

/** The site's home page route (routes/_index.tsx): the one route every page links to. */
export const HOME_ROUTE_ID = "routes/_index";

/** The catch-all (routes/$.tsx): any path no other route claims is its 404 page. */
export const NOT_FOUND_ROUTE_ID = "routes/$";

/**
 * The kitchen's server build with two of the site's routes added to what it knows (its route
 * table and its part of the browser manifest): the home page and the catch-all.
 *
 * Why the home page: with lazy route discovery a page's manifest lists only the routes that
 * render it, plus the index routes of its ancestors, and the browser discovers the rest from
 * the page's links. The kitchen is a server bundle of its own (vite.config.ts serverBundles),
 * so its pages never listed the site's home. Until discovery answered, the router matched "/"
 * to the root route alone (the root's path matches "/" exactly) and did not ask: a click on
 * the logo right after a kitchen page loaded showed an empty page. The kitchen never serves
 * "/" itself (functions/[[path]].ts sends it to the site's bundle); the route is only listed.
 *
 * Why the catch-all: a kitchen address no page has (/kitchen/demo/newsletters) matched no
 * route in the kitchen's bundle, so the server answered Remix's bare "no route matches" 404,
 * without the root loader (no header or footer), and the browser, finding no route either,
 * failed to hydrate it (React error 418). With the catch-all it is the same 404 page as
 * anywhere else.
 */
export function withSiteRoutes(kitchen: ServerBuild, site: ServerBuild): ServerBuild {
  const routes = { ...kitchen.routes };
  const manifest = { ...kitchen.assets.routes };
  for (const id of [HOME_ROUTE_ID, NOT_FOUND_ROUTE_ID]) {
    const route = site.routes[id];
    const entry = site.assets.routes[id];
    if (!route || !entry) throw new Error(`The site build has no ${id}`);
    routes[id] = route;
    manifest[id] = entry;
  }
  return { ...kitchen, routes, assets: { ...kitchen.assets, routes: manifest } };
}
