import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { answersFile } from "../openapi/describe";
import {
  type ImageVariantQuery,
  imageVariantQuery,
  isTransformable,
  variantEtag,
  variantOutput,
  variantTransform,
  wantsVariant,
} from "../services/media/image-variant";
import { isSubscriberCsvKey } from "../services/subscriber-import/upload";
import { validate } from "../validate";

/** Keys are random and never reused, so every answer may be cached forever. */
const baseHeaders = () =>
  new Headers({
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    // SVG uploads must never run script in the platform's origin.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });

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
    const key = decodeURIComponent(c.req.path.replace(/^.*?\/media\//, ""));
    if (!key || key.includes("..")) throw notFound("File");
    // Uploaded subscriber lists are people's addresses, for the import job's eyes only.
    if (isSubscriberCsvKey(key)) throw notFound("File");
    const query = c.req.valid("query");

    if (wantsVariant(query)) {
      const variant = await resizedVariant(c, key, query);
      if (variant) return variant;
    }

    const headers = baseHeaders();
    const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
    if (!object) throw notFound("File");
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    if (!("body" in object)) return new Response(null, { status: 304, headers });
    return new Response(object.body, { headers });
  },
);

/**
 * The asked-for size of an image, or null to serve the original bytes instead: for files
 * the binding does not read (an SVG logo, a PDF), and when resizing fails (bytes that are
 * not the image their type says, an Images outage), so a picture never turns into an error.
 */
async function resizedVariant(
  c: Context<AppEnv>,
  key: string,
  query: ImageVariantQuery,
): Promise<Response | null> {
  const head = await c.env.MEDIA.head(key);
  if (!head) throw notFound("File");
  const sourceType = head.httpMetadata?.contentType ?? "";
  if (!isTransformable(sourceType)) return null;

  const output = variantOutput(c.req.header("Accept") ?? null, sourceType, query.quality);
  const etag = variantEtag(head.httpEtag, query, output.format);
  const headers = baseHeaders();
  headers.set("ETag", etag);
  headers.set("Vary", "Accept");
  if (c.req.header("If-None-Match") === etag) return new Response(null, { status: 304, headers });

  // Resizing costs far more than a cache lookup, so each variant is kept at the edge.
  const cache = caches.default;
  const cacheKey = new Request(`https://media.internal/${encodeURI(key)}?v=${etag}`);
  const cached = await cache.match(cacheKey);
  if (cached) return new Response(cached.body, { headers: cached.headers });

  const object = await c.env.MEDIA.get(key);
  if (!object) throw notFound("File");
  try {
    const result = await c.env.IMAGES.input(object.body)
      .transform(variantTransform(query))
      .output(output);
    headers.set("Content-Type", result.contentType());
    const [body, copy] = result.image().tee();
    c.executionCtx.waitUntil(cache.put(cacheKey, new Response(copy, { headers })));
    return new Response(body, { headers });
  } catch (error) {
    console.warn(`media: could not resize ${key}; serving the original`, error);
    return null;
  }
}
