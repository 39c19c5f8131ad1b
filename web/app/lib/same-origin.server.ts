/**
 * One same-origin rule for every state-changing request the web app takes (every Remix
 * action and every resource route under app/routes/api.*), applied once in the Pages
 * Functions entry (functions/[[path]].ts) before Remix sees the request.
 *
 * Why: every creator site is a subdomain of the platform host, so they are all "same-site"
 * to each other and SameSite=Lax cookies do travel with a form posted from one site to
 * another. A browser always names the page a POST comes from (Origin, or at least
 * Sec-Fetch-Site), and it must be this host.
 *
 * Remix itself (2.17) compares Origin with Host before an action too, but by throwing an
 * Error, which answers 500 with an error page; and it does not look at resource routes.
 * Refusing here answers a plain 403 for both.
 */

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Exemption = { method: string; prefix: string; why: string };

/** The only state-changing requests another origin may send. Keep this list short. */
export const SAME_ORIGIN_EXEMPTIONS: readonly Exemption[] = [
  {
    method: "POST",
    prefix: "/unsubscribe/",
    why: "RFC 8058 one-click unsubscribe: mail providers post it from their own servers; the signed per-recipient token in the path authorises it",
  },
  {
    method: "POST",
    prefix: "/reply-emails/",
    why: "RFC 8058 one-click stop of the reply e-mails: as /unsubscribe/, the signed per-person token in the path authorises it",
  },
  {
    method: "POST",
    prefix: "/_csp-report",
    why: "browsers send Content-Security-Policy violation reports on their own; the endpoint only logs them, rate limited",
  },
];

export function isExempt(method: string, pathname: string): boolean {
  return SAME_ORIGIN_EXEMPTIONS.some(
    (exemption) =>
      exemption.method === method &&
      (pathname === exemption.prefix || pathname.startsWith(exemption.prefix)),
  );
}

/** True when a browser sent this write from a page of another origin. */
export function isCrossOriginWrite(request: Request): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const url = new URL(request.url);
  if (isExempt(request.method, url.pathname)) return false;
  const origin = request.headers.get("Origin");
  // "null" (a sandboxed frame, a privacy-stripped redirect) names no page of ours either.
  if (origin !== null) return origin !== url.origin;
  // Browsers that leave Origin out still say where the request came from.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  // Neither header: not a browser (curl, a server, the tests). It carries no victim's cookie.
  return false;
}

/** The answer to a refused write: 403, never the 500 Remix's own check gives. */
export function crossOriginRefusal(): Response {
  return new Response("Forbidden: this request did not come from a page of this site.\n", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * An exempt write goes on without its Origin: Remix's own check would otherwise turn an
 * exempt cross-origin POST into a 500 before the route could answer it.
 */
export function withoutOrigin<R extends Request>(request: R): R {
  if (!request.headers.has("Origin") || !isExempt(request.method, new URL(request.url).pathname)) {
    return request;
  }
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  // The copy keeps everything else, Cloudflare's `cf` properties included.
  return new Request(request, { headers }) as R;
}
