/**
 * Where a freshly rendered page's time went, for its Server-Timing header (functions/[[path]].ts)
 * and `npm run bench`: the Pages function hands this object to Remix in the load context, and
 * entry.server.tsx stamps the moment the loaders are done and React starts rendering.
 */
export type RenderTiming = { loadersDone?: number };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    renderTiming?: RenderTiming;
  }
}
