import { parseCookies } from "../cookie";
import { SESSION_COOKIE } from "../session.server";
import { KEEP_HEADER, SHOPPING_LIST_PATH, VIEWER_HEADER, viewerKeyOf } from "./offline-rules";

/** Where a site serves its service worker (scope "/": every page of the host). */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The shopping list and its data: the reader's own, whoever they are. */
const SHOPPING_LIST = new RegExp(`^${SHOPPING_LIST_PATH}(\\.data)?$`);

/**
 * The session token the browser holds once this response arrives: the one it sets (a
 * sign-in), none when it clears the cookie (a sign-out, a dead session), else the request's.
 */
export function sessionAfter(request: Request, response: Response): string | null {
  const set = response.headers.get("Set-Cookie") ?? "";
  const match = new RegExp(`(?:^|,\\s*)${SESSION_COOKIE}=([^;,]*)`).exec(set);
  if (match) return match[1] ? match[1] : null;
  return parseCookies(request.headers.get("Cookie"))[SESSION_COOKIE] || null;
}

/**
 * The headers the site's service worker reads (app/lib/offline/offline-rules.ts), added to a
 * creator site's response on its way out, after the edge cache stored or served it: the
 * viewer key differs per reader and must never be part of a shared copy.
 */
export async function withOfflineHeaders(request: Request, response: Response): Promise<Response> {
  const out = new Response(response.body, response);
  out.headers.set(VIEWER_HEADER, await viewerKeyOf(sessionAfter(request, response)));
  const { pathname } = new URL(request.url);
  if (request.method === "GET" && response.status === 200 && SHOPPING_LIST.test(pathname)) {
    out.headers.set(KEEP_HEADER, "own");
  }
  return out;
}
