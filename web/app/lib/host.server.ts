import { data } from "@remix-run/cloudflare";
import type { HostSite, PublicSite } from "@schema/api/public-site";
import { type ApiArgs, callApi, segment, unexpectedApiResult } from "./api.server";
import { cachedPublicRead } from "./public-data-cache.server";
import { memoize } from "./request-memo.server";
import type { StatusPageData } from "./root-data";
import { readSessionToken } from "./session.server";
import { closedSitePage, unknownHostPage } from "./site/closed-site.server";

/** Which product a request is for: the platform pages, or one creator's site. */
export type HostKind = { kind: "platform" } | { kind: "site"; site: HostSite };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** Already asked by the edge-cache layer (functions/[[path]].ts) for this request. */
    resolvedHost?: HostKind;
    /**
     * Drops the edge layer's memory of which site (and content version) a host serves, so its
     * next anonymous request asks afresh: a kitchen save calls it for the site it changed.
     */
    forgetSiteHost?: (host: string) => void;
  }
}

export const requestHost = (request: Request) => new URL(request.url).host.toLowerCase();

export function platformHost(args: ApiArgs): string {
  return args.context.cloudflare.env.PLATFORM_HOST.toLowerCase();
}

/** The platform's origin, with the protocol this request came in on (http only locally). */
export function platformOrigin(args: ApiArgs): string {
  return `${new URL(args.request.url).protocol}//${platformHost(args)}`;
}

/**
 * Resolves the request's host once per request. The platform host is known without a call;
 * a host the edge-cache layer already looked up comes with the load context; any other is
 * asked of the API, and one with no live site throws the error page's 404 or 410.
 */
export function resolveHost(args: ApiArgs): Promise<HostKind> {
  return memoize(args.context, "host", async () => {
    if (args.context.resolvedHost) return args.context.resolvedHost;
    const host = requestHost(args.request);
    if (host === platformHost(args)) return { kind: "platform" } as const;
    const result = await callApi(args, (api) =>
      api.hosts[":host"].$get({ param: { host: segment(host) } }),
    );
    if (result.ok) return { kind: "site", site: result.body.site } as const;
    if (result.status === 404) throw await noSitePage(args, host);
    throw unexpectedApiResult(result, `host ${host}`);
  });
}

/**
 * The answer for a host with no live site: 410 with "has closed" for a site its owner
 * deleted and may still restore, else 404. Neither is stored by the edge cache (200s only) or
 * the host memo (functions/[[path]].ts), so a restored site answers again at once.
 */
async function noSitePage(args: ApiArgs, host: string) {
  const origin = platformOrigin(args);
  // The site host's cookie: its owner learns the way to restore it (closed-site.server.ts).
  const closed = await callApi(
    args,
    (api) => api.hosts[":host"]["closed-site"].$get({ param: { host: segment(host) } }),
    { token: readSessionToken(args.request) },
  );
  if (closed.ok) {
    return data<StatusPageData>(closedSitePage(closed.body.closedSite, origin), { status: 410 });
  }
  if (closed.status !== 404) console.error(`closed-site ${host}: API ${closed.status}`);
  return data<StatusPageData>(unknownHostPage(origin), { status: 404 });
}

/** The site's header, footer and theme settings (site hosts only). */
export function getPublicSite(args: ApiArgs, slug: string): Promise<PublicSite> {
  return memoize(args.context, `current-site:${slug}`, async () => {
    const result = await cachedPublicRead(args, (api) =>
      api.site[":siteSlug"]["current-site"].$get({ param: { siteSlug: segment(slug) } }),
    );
    if (!result.ok) throw unexpectedApiResult(result, `current-site ${slug}`);
    return result.body.site;
  });
}

/** The path parameter of a site's API routes (/site/{siteSlug}/…). */
export const siteParam = (site: { slug: string }) => ({ siteSlug: segment(site.slug) });
