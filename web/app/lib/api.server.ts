import { type AppLoadContext, data } from "@remix-run/cloudflare";

/**
 * The one way the web app talks to the API: through the API service binding, never over
 * the public internet, so the browser needs no API host and no token of its own.
 */

const API_ORIGIN = "https://api.internal";

/** The API's one error shape (worker/errors.ts). */
export type ApiErrorBody = {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
};

/**
 * Every call yields a status and a parsed body (docs/spec/platform-and-kitchen.md §8): a non-ok
 * answer with an empty body comes back with a null body; with a body, with the API's error object.
 */
export type ApiResult<T> =
  | { ok: true; status: number; body: T; headers: Headers }
  | { ok: false; status: number; body: ApiErrorBody | null; headers: Headers };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

export type ApiArgs = { request: Request; context: AppLoadContext };

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** The visitor's auth token (from the session cookie), sent as a bearer token. */
  token?: string | null;
  /** Extra request headers the call needs (an Idempotency-Key). */
  headers?: Record<string, string>;
};

/** Status reported when the API could not be reached at all. */
export const API_UNREACHABLE = 503;

/**
 * `path` is everything after /api/v1, with dynamic segments already encoded
 * (use `segment()`), e.g. `/site/${segment(slug)}/current-user`.
 */
export async function apiFetch<T>(
  { request, context }: ApiArgs,
  path: string,
  { method = "GET", body, token, headers: extraHeaders }: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers = new Headers({ ...extraHeaders, Accept: "application/json" });
  // The API rate-limits sign-in per visitor, so it needs the visitor's address, not ours.
  headers.set("CF-Connecting-IP", request.headers.get("CF-Connecting-IP") ?? "127.0.0.1");
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) headers.set("User-Agent", userAgent);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await context.cloudflare.env.API.fetch(`${API_ORIGIN}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error("API unreachable", method, path, error);
    return { ok: false, status: API_UNREACHABLE, body: null, headers: new Headers() };
  }

  const parsed = await readJson(response);
  if (response.ok)
    return { ok: true, status: response.status, body: parsed as T, headers: response.headers };
  return {
    ok: false,
    status: response.status,
    body: isErrorBody(parsed) ? parsed : null,
    headers: response.headers,
  };
}

/** Encodes one dynamic path segment (a slug, a host, a token). */
export const segment = (value: string) => encodeURIComponent(value);

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ApiErrorBody).error === "string" &&
    typeof (value as ApiErrorBody).message === "string"
  );
}

/**
 * For loaders: an answer the page cannot render from becomes an error page. 404 stays a
 * 404 ("Page not found"); anything else is the API's fault, not the visitor's, so 502.
 */
export function unexpectedApiResult(result: { status: number }, what: string) {
  console.error(`Unexpected API answer for ${what}: ${result.status}`);
  // data(), not a Response: a memoized failure may be thrown by two loaders, and a
  // Response body can only be read once.
  return data(null, { status: result.status === 404 ? 404 : 502 });
}
