import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

/**
 * The largest body a JSON route reads: a saved page for the importer is up to 5 million
 * characters (IMPORT_LIMITS.htmlChars), which JSON's escapes can make three times as long.
 */
export const MAX_JSON_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Bodies that are not JSON: an upload's bytes, webhooks that read their raw text, and the
 * e-mails' one-click links (RFC 8058: the mail provider posts a form; the signed token in
 * the path is all they read).
 */
const RAW_BODIES =
  /^\/api\/v1\/(uploads\/|webhooks\/|comment-reply-emails\/|site\/[^/]+\/(un|re)subscribe\/)/;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

const limit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new ApiError("payload_too_large", "The body is larger than any request takes");
  },
});

/**
 * Every other body is JSON, said so by its Content-Type: the validator reads any other type
 * as an empty object, so a form-encoded save answered "name: required", or with only optional
 * fields, 200 and nothing saved. Such a body is a 415; one past the limit a 413, before it is
 * read whole.
 */
export const jsonBodies = createMiddleware<AppEnv>(async (c, next) => {
  const { method } = c.req;
  if (method === "GET" || method === "HEAD" || RAW_BODIES.test(c.req.path)) return next();
  // No body, or an empty one (Content-Length: 0), is no body in any type.
  if (c.req.raw.body === null || c.req.header("Content-Length") === "0") return next();
  if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) {
    throw new ApiError(
      "unsupported_media_type",
      "Send the body as JSON, with Content-Type: application/json",
    );
  }
  return limit(c, next);
});
