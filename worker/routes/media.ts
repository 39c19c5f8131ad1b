import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";

/**
 * GET /api/v1/media/{key}: an uploaded file's bytes from R2. The web host serves these at
 * /media/{key} (resized by Cloudflare in production). Keys are random and never reused,
 * so the bytes can be cached forever.
 */
export const media = new Hono<AppEnv>().get("/*", async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^.*?\/media\//, ""));
  if (!key || key.includes("..")) throw notFound("File");
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw notFound("File");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("X-Content-Type-Options", "nosniff");
  // SVG uploads must never run script in the platform's origin.
  headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
