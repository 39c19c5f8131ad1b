/**
 * The edge router's one job (see README.md): a request for a creator's custom domain, which
 * Cloudflare for SaaS hands to this Worker's route, goes on to the web app's Pages project
 * with the host the reader asked for in ORIGINAL_HOST_HEADER, vouched for by a shared key.
 * The web app believes that header only with the key (web/app/lib/forwarded-host.ts).
 */
export const ORIGINAL_HOST_HEADER = "X-Recipe-Original-Host";
export const ROUTER_KEY_HEADER = "X-Recipe-Router-Key";

export type RouterEnv = {
  /** The Pages project's own address, e.g. "recipe-web.pages.dev". */
  PAGES_HOST: string;
  /** Shared with the web app's ROUTER_KEY (a secret on both). */
  ROUTER_KEY: string;
};

export function forwardedRequest(request: Request, env: RouterEnv): Request {
  const url = new URL(request.url);
  const originalHost = url.host;
  url.protocol = "https:";
  url.host = env.PAGES_HOST;
  const forwarded = new Request(url.toString(), request);
  // A reader cannot smuggle a host in: whatever came in under these names is replaced.
  forwarded.headers.set(ORIGINAL_HOST_HEADER, originalHost);
  forwarded.headers.set(ROUTER_KEY_HEADER, env.ROUTER_KEY);
  return forwarded;
}
