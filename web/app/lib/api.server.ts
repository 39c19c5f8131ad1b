import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// Type only, so no byte of the worker reaches a bundle: the precompiled declaration of the
// API (npm run typecheck writes it, scripts/typecheck-api.ts), each route's input and answer.
import type { ApiApp } from "../../../.api-types/worker/app";

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

/** The API as hono/client sees it: `api.site[":siteSlug"].recipes.$get({ param, query })`. */
export type Api = ReturnType<typeof hc<ApiApp>>["api"]["v1"];

/** The body of a call's successful answers (its error answers are the one ApiErrorBody). */
export type ApiAnswer<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? [Extract<Status, SuccessStatusCode>] extends [never]
      ? never
      : Body extends ApiErrorBody
        ? never
        : Body
    : never;

type CallOptions = Pick<ApiOptions, "token" | "headers"> & {
  /**
   * Stands between the call and the API (the public-data cache): `path` is everything after
   * /api/v1 with its query, `send` asks the API.
   */
  through?: (path: string, send: () => Promise<Response>) => Promise<Response>;
};

/**
 * A typed call: `callApi(args, (api) => api.site[":siteSlug"]["current-user"].$get({ param }))`
 * The route, its parameters, query and JSON body are checked against the API's own types,
 * and the answer's body comes typed from them. Path parameters are sent as given: encode
 * them with `segment()`. Headers, the visitor's token and the error mapping are apiFetch's.
 */
export async function callApi<R extends ClientResponse<unknown, number, string>>(
  { request, context }: ApiArgs,
  call: (api: Api) => Promise<R>,
  { token, headers: extraHeaders, through }: CallOptions = {},
): Promise<ApiResult<ApiAnswer<R>>> {
  const client = hc<ApiApp>(API_ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value);
      headers.set("Accept", "application/json");
      forwardVisitor(request, headers, token);
      const send = () => context.cloudflare.env.API.fetch(input, { ...init, headers });
      if (!through) return send();
      const url = new URL(input instanceof Request ? input.url : input);
      return through(`${url.pathname.replace(/^\/api\/v1/, "")}${url.search}`, send);
    },
  });
  let response: Response;
  try {
    // hono/client's answer is the fetch Response itself, typed per route.
    response = (await call(client.api.v1)) as unknown as Response;
  } catch (error) {
    console.error("API unreachable", error);
    return { ok: false, status: API_UNREACHABLE, body: null, headers: new Headers() };
  }
  return answer<ApiAnswer<R>>(response);
}

function forwardVisitor(request: Request, headers: Headers, token: string | null | undefined) {
  // The API rate-limits sign-in per visitor, so it needs the visitor's address, not ours.
  headers.set("CF-Connecting-IP", request.headers.get("CF-Connecting-IP") ?? "127.0.0.1");
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) headers.set("User-Agent", userAgent);
  if (token) headers.set("Authorization", `Bearer ${token}`);
}

async function answer<T>(response: Response): Promise<ApiResult<T>> {
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

/**
 * The untyped call, for what the typed client cannot name: a route outside ApiApp (the
 * OpenAPI document, served beside the app). Everything else goes through `callApi`.
 * `path` is everything after /api/v1, with dynamic segments already encoded
 * (use `segment()`), e.g. `/openapi.json`.
 */
export async function apiFetch<T>(
  { request, context }: ApiArgs,
  path: string,
  { method = "GET", body, token, headers: extraHeaders }: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers = new Headers({ ...extraHeaders, Accept: "application/json" });
  forwardVisitor(request, headers, token);
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

  return answer<T>(response);
}

/**
 * Encodes one dynamic path segment (a slug, a host, a token). A lone surrogate (JSON can send
 * "\ud800") makes encodeURIComponent throw; as U+FFFD it names nothing, and the API says 404.
 */
export const segment = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, "\uFFFD"));

/** The answer's JSON; null for an empty body or one that is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  // json(): the runtime parses the bytes without making them a string first. Either way a
  // page's answers (~40 KB) take well under a millisecond to parse (V8 reads 18 KB in 0.1 to
  // 0.25 ms), so most of this function's ~5 ms self time in scripts/bench/profile.ts is not
  // the parse.
  try {
    return await response.json();
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
