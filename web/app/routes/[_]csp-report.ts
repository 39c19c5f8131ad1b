import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { type Api, callApi } from "../lib/api.server";

/** A browser's report (or Reporting API batch) is a few KB; anything bigger is not one. */
const MAX_REPORT_BYTES = 64 * 1024;

const METHOD_NOT_ALLOWED = () =>
  new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });

export const loader = METHOD_NOT_ALLOWED;

/**
 * POST /_csp-report: where every page's CSP sends its violation reports (report-uri and
 * report-to, lib/security-headers.ts), on the page's own host. Pages functions cannot have
 * the Workers Rate Limiting binding, so the report goes on to the API
 * (POST /api/v1/csp-reports), which limits each address, checks the shape and logs it.
 * Exempt from the same-origin rule: browsers send reports without a page's form behind them.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  if (request.method !== "POST") return METHOD_NOT_ALLOWED();
  const text = await readCapped(request, MAX_REPORT_BYTES);
  if (text === null) return new Response("Report too large", { status: 413 });
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    return new Response("Not a report", { status: 400 });
  }
  // Passed on unread: the API checks the report's shape (a 400 for anything else).
  const json = report as Parameters<Api["csp-reports"]["$post"]>[0]["json"];
  const result = await callApi(args, (api) => api["csp-reports"].$post({ json }));
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = result.headers.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return new Response(null, { status: result.status, headers });
}

/** The body as text, or null once it passes `limit` bytes (declared or actually sent). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
