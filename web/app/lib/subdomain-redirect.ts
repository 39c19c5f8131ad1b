/**
 * Once a site has an active custom domain, its `{slug}.PLATFORM_HOST` address sends visitors
 * there, path and query kept: one address for readers, links and search engines. Only page
 * reads move (GET/HEAD); a form posted to the old address is answered where it was sent.
 */

/** Bounded so a browser that remembered the redirect follows a removed domain for an hour at most. */
export const SUBDOMAIN_REDIRECT_MAX_AGE = 3600;

/** The dev mailbox and other development pages stay on the address they were opened at. */
const STAYS = ["/_dev/"];

export function isPlatformSubdomain(host: string, platformHost: string): boolean {
  const [h, p] = [host.toLowerCase(), platformHost.toLowerCase()];
  return h !== p && h.endsWith(`.${p}`);
}

/** The redirect to the site's canonical origin, or null when this request stays. */
export function subdomainRedirect(
  request: Request,
  site: { origin: string },
  platformHost: string,
): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (!isPlatformSubdomain(url.host, platformHost)) return null;
  if (STAYS.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const canonical = new URL(site.origin);
  if (canonical.host === url.host) return null;
  return new Response(null, {
    status: 301,
    headers: {
      Location: `${canonical.origin}${url.pathname}${url.search}`,
      "Cache-Control": `public, max-age=${SUBDOMAIN_REDIRECT_MAX_AGE}`,
    },
  });
}
