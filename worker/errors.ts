import type { Context } from "hono";
import { z } from "zod";

/**
 * One error model for the whole API. Every failure answers
 *   { error: code, message, issues? }
 * with the status of its code. `error` is a stable machine code (the subscribe flow reads
 * "account_already_exists" from it); `message` is for people.
 */
export const errorCode = z.enum([
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "account_already_exists",
  "mailing_address_required",
  "recipe_not_published",
  "edited_elsewhere",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "site_moving",
  "internal",
]);
export type ErrorCode = z.infer<typeof errorCode>;

const statusOf: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429 | 500 | 503> =
  {
    bad_request: 400,
    unauthorized: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    account_already_exists: 409,
    mailing_address_required: 409,
    recipe_not_published: 409,
    edited_elsewhere: 412,
    payload_too_large: 413,
    unsupported_media_type: 415,
    rate_limited: 429,
    site_moving: 503,
    internal: 500,
  };

export const codeToStatus = (code: ErrorCode) => statusOf[code];

export type FieldIssue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** Seconds, sent as Retry-After (rate_limited, site_moving). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const notFound = (what = "Resource") => new ApiError("not_found", `${what} not found`);
export const unauthorized = () => new ApiError("unauthorized", "Sign in to continue");

export function issuesFromZod(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

export function errorResponse(c: Context, error: ApiError) {
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  return c.json(
    {
      error: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    },
    codeToStatus(error.code),
  );
}
