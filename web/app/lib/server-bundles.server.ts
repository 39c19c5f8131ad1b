import type { ServerBuild } from "@remix-run/cloudflare";

/** The site's home page route (routes/_index.tsx): the one route every page links to. */
export const HOME_ROUTE_ID = "routes/_index";

/**
 * The kitchen's server build with the home route added to what it knows (its route table and
 * its part of the browser manifest), so that every kitchen page tells the browser about "/".
 *
 * Why: with lazy route discovery a page's manifest lists only the routes that render it, plus
 * the index routes of its ancestors, and the browser discovers the rest from the page's links.
 * The kitchen is a server bundle of its own (vite.config.ts serverBundles), so its pages never
 * listed the site's home. Until discovery answered, the router matched "/" to the root route
 * alone (the root's path matches "/" exactly) and did not ask: a click on the logo right after
 * a kitchen page loaded showed an empty page. The kitchen never serves "/" itself
 * (functions/[[path]].ts sends it to the site's bundle); the route is only listed.
 */
export function withSiteHome(kitchen: ServerBuild, site: ServerBuild): ServerBuild {
  const route = site.routes[HOME_ROUTE_ID];
  const entry = site.assets.routes[HOME_ROUTE_ID];
  if (!route || !entry) throw new Error(`The site build has no ${HOME_ROUTE_ID}`);
  return {
    ...kitchen,
    routes: { ...kitchen.routes, [HOME_ROUTE_ID]: route },
    assets: { ...kitchen.assets, routes: { ...kitchen.assets.routes, [HOME_ROUTE_ID]: entry } },
  };
}
