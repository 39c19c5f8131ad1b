/**
 * Custom domains reach the web app through the edge router (edge-router/README.md), so the
 * request arrives addressed to the Pages project with the reader's host in a header. This
 * puts that host back into the request's URL before anything reads it (site resolution,
 * the same-origin rule, redirects, cookies), but only when the router's key comes with it:
 * without ROUTER_KEY configured, or with a wrong key, the header is ignored.
 */
export const ORIGINAL_HOST_HEADER = "X-Recipe-Original-Host";
export const ROUTER_KEY_HEADER = "X-Recipe-Router-Key";

const HOSTNAME = /^[a-z0-9.-]{1,253}$/;

function sameKey(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export function withForwardedHost(request: Request, routerKey: string | undefined): Request {
  const host = request.headers.get(ORIGINAL_HOST_HEADER)?.toLowerCase();
  const key = request.headers.get(ROUTER_KEY_HEADER);
  if (!routerKey || !host || !key || !HOSTNAME.test(host) || !sameKey(key, routerKey)) {
    return request;
  }
  const url = new URL(request.url);
  url.host = host;
  const restored = new Request(url.toString(), request);
  restored.headers.delete(ROUTER_KEY_HEADER);
  restored.headers.delete(ORIGINAL_HOST_HEADER);
  return restored;
}
