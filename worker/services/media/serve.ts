import type { Env } from "../../env";
import { notFound } from "../../errors";
import { coveredSpan, type RequestedRange, requestedRange } from "./byte-range";
import {
  type ImageVariantQuery,
  isTransformable,
  variantEtag,
  variantOutput,
  variantTransform,
  wantsVariant,
} from "./image-variant";

type MediaEnv = Pick<Env, "MEDIA" | "IMAGES">;

/** Keys are random and never reused, so every answer may be cached forever. */
const baseHeaders = () =>
  new Headers({
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    // SVG uploads must never run script in the platform's origin.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });

/**
 * An uploaded file's bytes from R2 (304 when the request's conditions hold), or the asked-for
 * variant of an image through the Images binding (sharp in local development, Cloudflare
 * Images in production). The caller has checked the key may be served at all.
 */
export async function mediaResponse(
  env: MediaEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
  request: Request,
  key: string,
  query: ImageVariantQuery,
): Promise<Response> {
  if (wantsVariant(query)) {
    const variant = await resizedVariant(env, ctx, request, key, query);
    if (variant) return variant;
  }

  const headers = baseHeaders();
  headers.set("Accept-Ranges", "bytes");
  const range = requestedRange(request.headers.get("Range"));
  if (range) return partResponse(env, request, key, range, headers);
  const object = await env.MEDIA.get(key, { onlyIf: request.headers });
  if (!object) throw notFound("File");
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

/**
 * 206 with the part of the file a player asked for, or 416 for a range past its end. The
 * size comes first (a head), so the part asked of R2 always lies within the file.
 */
async function partResponse(
  env: MediaEnv,
  request: Request,
  key: string,
  range: RequestedRange,
  headers: Headers,
) {
  const head = await env.MEDIA.head(key);
  if (!head) throw notFound("File");
  const span = coveredSpan(range, head.size);
  if (!span) {
    headers.set("Content-Range", `bytes */${head.size}`);
    // An answer about this request's range, not the file: no cache keeps it.
    headers.set("Cache-Control", "no-store");
    return new Response(null, { status: 416, headers });
  }
  const length = span.last - span.first + 1;
  const object = await env.MEDIA.get(key, {
    onlyIf: request.headers,
    range: { offset: span.first, length },
  });
  if (!object) throw notFound("File");
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Range", `bytes ${span.first}-${span.last}/${head.size}`);
  headers.set("Content-Length", String(length));
  return new Response(object.body, { status: 206, headers });
}

/**
 * The asked-for size of an image, or null to serve the original bytes instead: for files
 * the binding does not read (an SVG logo, a PDF), and when resizing fails (bytes that are
 * not the image their type says, an Images outage), so a picture never turns into an error.
 */
async function resizedVariant(
  env: MediaEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
  request: Request,
  key: string,
  query: ImageVariantQuery,
): Promise<Response | null> {
  const head = await env.MEDIA.head(key);
  if (!head) throw notFound("File");
  const sourceType = head.httpMetadata?.contentType ?? "";
  if (!isTransformable(sourceType)) return null;

  const output = variantOutput(request.headers.get("Accept") ?? null, sourceType, query.quality);
  const etag = variantEtag(head.httpEtag, query, output.format);
  const headers = baseHeaders();
  headers.set("ETag", etag);
  headers.set("Vary", "Accept");
  if (request.headers.get("If-None-Match") === etag) {
    return new Response(null, { status: 304, headers });
  }

  // Resizing costs far more than a cache lookup, so each variant is kept at the edge.
  const cache = caches.default;
  const cacheKey = new Request(`https://media.internal/${encodeURI(key)}?v=${etag}`);
  const cached = await cache.match(cacheKey);
  if (cached) return new Response(cached.body, { headers: cached.headers });

  const object = await env.MEDIA.get(key);
  if (!object) throw notFound("File");
  try {
    const result = await env.IMAGES.input(object.body)
      .transform(variantTransform(query))
      .output(output);
    headers.set("Content-Type", result.contentType());
    const [body, copy] = result.image().tee();
    ctx.waitUntil(cache.put(cacheKey, new Response(copy, { headers })));
    return new Response(body, { headers });
  } catch (error) {
    console.warn(`media: could not resize ${key}; serving the original`, error);
    return null;
  }
}
