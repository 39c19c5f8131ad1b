import { type ApiArgs, callApi, segment, unexpectedApiResult } from "./api.server";
import { retryAfterText } from "./retry-after";

/**
 * The web side of exports: the list and the request, for the kitchen (a site's exports,
 * `/manage/{site}/exports`) and the account area (`/manage/account-exports`) alike.
 */

/** Whose exports: a site's (its slug) or, with null, the signed-in person's own data. */
export type ExportsOf = string | null;

export async function loadExports(args: ApiArgs, siteSlug: ExportsOf, token: string) {
  const result = await callApi(
    args,
    (api) =>
      siteSlug === null
        ? api.manage["account-exports"].$get()
        : api.manage[":siteSlug"].exports.$get({ param: { siteSlug: segment(siteSlug) } }),
    { token },
  );
  if (!result.ok) throw unexpectedApiResult(result, `exports ${siteSlug ?? "of the account"}`);
  return result.body.exports;
}

export type ExportRequestResult = { ok: true } | { ok: false; error: string };

export async function requestExport(
  args: ApiArgs,
  siteSlug: ExportsOf,
  token: string,
): Promise<ExportRequestResult> {
  const result = await callApi(
    args,
    (api) =>
      siteSlug === null
        ? api.manage["account-exports"].$post()
        : api.manage[":siteSlug"].exports.$post({ param: { siteSlug: segment(siteSlug) } }),
    { token },
  );
  if (result.ok) return { ok: true };
  if (result.status === 429) {
    const wait = retryAfterText(result.headers.get("Retry-After"));
    return { ok: false, error: [result.body?.message, wait].filter(Boolean).join(" ") };
  }
  throw unexpectedApiResult(result, `export request ${siteSlug ?? "of the account"}`);
}
