import type { ApiArgs, ApiResult } from "../api.server";
import { resolveHost } from "../host.server";
import { readSessionToken } from "../session.server";

/**
 * Shared plumbing of the /api/* resource routes that the page's client islands call
 * (comments, bookmarks, newsletter). They run on the site's own host, so the browser
 * needs neither the API host nor a token: the session cookie's token is forwarded.
 */

/** Every answer is about this visitor (or changes with every post): never in a shared cache. */
export const NO_STORE = { "Cache-Control": "private, no-store" };

/** Resource routes answer with real Responses (with single fetch, anything else is deprecated). */
export function reply<T>(body: T, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** The API's error object passed on, or a plain one when the API sent none. */
export function replyFailure(result: Extract<ApiResult<unknown>, { ok: false }>) {
  const response = reply(
    result.body ?? { error: "upstream", message: "Something went wrong. Please try again." },
    result.status,
  );
  // A rate limit says when to come back; the browser (and anything scripted) should hear it.
  const retryAfter = result.headers.get("Retry-After");
  if (retryAfter) response.headers.set("Retry-After", retryAfter);
  return response;
}

export type SiteCall = { slug: string; token: string | null };

/** The site this host serves and the visitor's token; 404 off-site. */
export async function siteCall(args: ApiArgs): Promise<SiteCall> {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw reply({ error: "not_found", message: "Not found" }, 404);
  const slug = host.site.slug;
  return { slug, token: readSessionToken(args.request) };
}

/** Writes: a JSON object body (the same-origin rule ran before, in functions/[[path]].ts). */
export async function readWrite(args: ApiArgs): Promise<Record<string, unknown>> {
  if (args.request.method !== "POST") {
    throw reply({ error: "method_not_allowed", message: "Use POST" }, 405);
  }
  let body: unknown;
  try {
    body = await args.request.json();
  } catch {
    body = null;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw reply({ error: "bad_request", message: "Send a JSON object" }, 400);
  }
  return body as Record<string, unknown>;
}

export const stringField = (body: Record<string, unknown>, name: string): string | null => {
  const value = body[name];
  return typeof value === "string" && value !== "" ? value : null;
};

export const signInRequired = () =>
  reply({ error: "unauthorized", message: "Sign in to continue" }, 401);
