import { data, redirect } from "@remix-run/cloudflare";
import type { ManageSite } from "@schema/api/manage-sites";
import type { ClientResponse } from "hono/client";
import {
  type Api,
  type ApiAnswer,
  type ApiArgs,
  type ApiOptions,
  type ApiResult,
  callApi,
  segment,
  unexpectedApiResult,
} from "../../lib/api.server";
import { resolveHost } from "../../lib/host.server";
import { memoize } from "../../lib/request-memo.server";
import { clearSessionCookie, readSessionToken } from "../../lib/session.server";
import type { ActionFailure } from "./action-result";

/**
 * Server helpers for every kitchen route (/kitchen/{site}/…). The kitchen lives on the
 * platform host only; each call carries the visitor's token, and the API decides who manages
 * what (GET manage/{site}/current-site is the manager check, docs/spec/platform-and-kitchen.md §6).
 */

/** Where a signed-out author goes, coming back to the page they asked for. */
export function signInRedirect(request: Request, clearCookie = false): Response {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  return redirect(
    `/sign-in?${new URLSearchParams({ next })}`,
    clearCookie ? { headers: { "Set-Cookie": clearSessionCookie(request) } } : undefined,
  );
}

/**
 * The manager check, once per request (the layout and its child loaders both ask): the site
 * as its managers see it. Signed out (or a dead token) → sign in; not a manager → 404.
 */
export function requireKitchenSite(
  args: ApiArgs,
  siteSlug: string | undefined,
): Promise<ManageSite> {
  return memoize(args.context, `kitchen-site:${siteSlug}`, async () => {
    const host = await resolveHost(args);
    if (host.kind !== "platform" || !siteSlug) throw data(null, { status: 404 });
    const token = readSessionToken(args.request);
    if (!token) throw signInRedirect(args.request);
    const result = await callApi(
      args,
      (api) =>
        api.manage[":siteSlug"]["current-site"].$get({ param: { siteSlug: segment(siteSlug) } }),
      { token },
    );
    if (result.ok) return result.body.site;
    if (result.status === 401) throw signInRedirect(args.request, true);
    if (result.status === 404) await redirectIfRenamed(args, siteSlug, token);
    throw unexpectedApiResult(result, `manage current-site ${siteSlug}`);
  });
}

/**
 * A kitchen address with a site's old slug (a bookmark, a link in an e-mail sent before the
 * rename): the same page at the site's address now, for a person who runs it. A form posted
 * there is not sent on: it answers 404 like any page the person cannot reach.
 */
async function redirectIfRenamed(args: ApiArgs, oldSlug: string, token: string) {
  if (args.request.method !== "GET" && args.request.method !== "HEAD") return;
  const result = await callApi(
    args,
    (api) =>
      api.manage["renamed-sites"][":siteSlug"].$get({ param: { siteSlug: segment(oldSlug) } }),
    { token },
  );
  if (!result.ok) return;
  const url = new URL(args.request.url);
  const prefix = `/kitchen/${segment(oldSlug)}`;
  const rest = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : "";
  throw redirect(`/kitchen/${segment(result.body.slug)}${rest}${url.search}`);
}

/**
 * A typed manage call with the visitor's token:
 * `callManage(args, (manage) => manage[":siteSlug"].recipes.$get({ param }))`.
 */
export function callManage<R extends ClientResponse<unknown, number, string>>(
  args: ApiArgs,
  call: (manage: Api["manage"]) => Promise<R>,
  options: Pick<ApiOptions, "headers"> = {},
): Promise<ApiResult<ApiAnswer<R>>> {
  return callApi(args, (api) => call(api.manage), {
    ...options,
    token: readSessionToken(args.request),
  });
}

/** For actions answering a fetcher: the API's failure, in the shape the kitchen UI reads. */
export function actionFailure(result: Extract<ApiResult<unknown>, { ok: false }>): ActionFailure {
  return {
    ok: false,
    status: result.status,
    error: result.body?.error ?? "unavailable",
    message: result.body?.message ?? "The kitchen could not reach the server. Please try again.",
    issues: result.body?.issues ?? [],
  };
}
