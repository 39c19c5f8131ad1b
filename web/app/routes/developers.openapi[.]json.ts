import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiFetch, unexpectedApiResult } from "../lib/api.server";
import { requirePlatformHost } from "../lib/platform/early-signups.server";

/**
 * /developers/openapi.json on the platform host: the API's OpenAPI document
 * (GET /api/v1/openapi.json on the API host), for people reading /developers/api who have
 * no API host at hand.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requirePlatformHost(args);
  // Not through the typed client: the document is served beside the app's routes
  // (serveOpenApi in worker/app.ts), outside ApiApp, and its shape is read, not assumed.
  const result = await apiFetch<unknown>(args, "/openapi.json");
  if (!result.ok) throw unexpectedApiResult(result, "openapi.json");
  return Response.json(result.body, { headers: { "Cache-Control": "public, max-age=300" } });
}
