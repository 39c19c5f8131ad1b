import type { DataExportListResponse, DataExportResponse } from "../../../schema/api/data-exports";
import { type ApiArgs, apiFetch, unexpectedApiResult } from "./api.server";
import { retryAfterText } from "./retry-after";

/**
 * The web side of exports: the list and the request, for the kitchen (a site's exports,
 * `/manage/{site}/exports`) and the account area (`/manage/account-exports`) alike.
 */

export async function loadExports(args: ApiArgs, path: string, token: string) {
  const result = await apiFetch<DataExportListResponse>(args, `/manage${path}`, { token });
  if (!result.ok) throw unexpectedApiResult(result, `exports ${path}`);
  return result.body.exports;
}

export type ExportRequestResult = { ok: true } | { ok: false; error: string };

export async function requestExport(
  args: ApiArgs,
  path: string,
  token: string,
): Promise<ExportRequestResult> {
  const result = await apiFetch<DataExportResponse>(args, `/manage${path}`, {
    method: "POST",
    token,
  });
  if (result.ok) return { ok: true };
  if (result.status === 429) {
    const wait = retryAfterText(result.headers.get("Retry-After"));
    return { ok: false, error: [result.body?.message, wait].filter(Boolean).join(" ") };
  }
  throw unexpectedApiResult(result, `export request ${path}`);
}
