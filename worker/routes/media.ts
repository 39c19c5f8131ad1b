import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { answersFile } from "../openapi/describe";
import { imageVariantQuery } from "../services/media/image-variant";
import { mediaResponse } from "../services/media/serve";
import { isSubscriberCsvKey } from "../services/subscriber-import/upload";
import { validate } from "../validate";

/**
 * GET /api/v1/media/{key}: an uploaded file's bytes from R2, or, with ?width/height/fit/
 * quality/crop, an image resized through the Images binding (sharp in local development,
 * Cloudflare Images in production). The web host serves these at /media/{key}.
 */
export const media = new Hono<AppEnv>().get(
  "/*",
  answersFile(
    "The file's bytes with their stored Content-Type, or with ?width/height/fit/quality/crop a resized image in a format the Accept header allows; cacheable forever",
  ),
  validate("query", imageVariantQuery),
  async (c) => {
    const key = mediaKey(c.req.path.replace(/^.*?\/media\//, ""));
    if (!key || key.includes("..")) throw notFound("File");
    // Uploaded subscriber lists are people's addresses, for the import job's eyes only.
    if (isSubscriberCsvKey(key)) throw notFound("File");
    // Read only when a resized variant is cached, as before: not every caller has a context.
    const ctx = { waitUntil: (work: Promise<unknown>) => c.executionCtx.waitUntil(work) };
    return mediaResponse(c.env, ctx, c.req.raw, key, c.req.valid("query"));
  },
);

/** R2 names no object longer than this (in UTF-8 bytes), so a longer key is no file. */
const MAX_KEY_BYTES = 1024;

/** The object key the path names, or null for one that cannot be a key (bad %-escapes, too long). */
function mediaKey(encoded: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return new TextEncoder().encode(key).length > MAX_KEY_BYTES ? null : key;
}
