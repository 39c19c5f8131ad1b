/**
 * The browser side of the /api/* resource routes: every call yields a status and a parsed
 * body (docs/spec/platform-and-kitchen.md §8), and a network failure is status 0 rather than a
 * thrown error, so each island decides what to show.
 */
export type ErrorBody = {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
};

/** What to tell a visitor about a failed call: a field's own issue, the API's message, or null. */
export function visitorMessage(result: { status: number; body: ErrorBody | null }): string | null {
  // Server faults carry messages for logs, not for visitors.
  if (!result.body || result.status === 0 || result.status >= 500) return null;
  return result.body.issues?.[0]?.message ?? result.body.message;
}

export type ClientResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; body: ErrorBody | null };

async function call<T>(path: string, init: RequestInit): Promise<ClientResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: "application/json", ...init.headers },
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, body: null };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (response.ok) return { ok: true, status: response.status, body: parsed as T };
  const body =
    typeof parsed === "object" &&
    parsed !== null &&
    typeof (parsed as ErrorBody).message === "string"
      ? (parsed as ErrorBody)
      : null;
  return { ok: false, status: response.status, body };
}

export const getJson = <T>(path: string) => call<T>(path, { method: "GET" });

export const postJson = <T>(path: string, body: unknown) =>
  call<T>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
