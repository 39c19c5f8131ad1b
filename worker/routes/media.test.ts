import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { renderSeedImage } from "../seed/images";

const KEY = "sites/media-test/images/photo.png";
const SVG_KEY = "sites/media-test/images/logo.svg";
const BROKEN_KEY = "sites/media-test/images/broken.png";

async function get(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`/api/v1/media/${path}`, { headers }, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Width and height from a PNG's IHDR or a WebP's VP8/VP8L/VP8X header. */
function dimensions(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, length: number) =>
    String.fromCharCode(...bytes.subarray(start, start + length));
  if (ascii(1, 3) === "PNG") return { width: view.getUint32(16), height: view.getUint32(20) };
  if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") {
    const chunk = ascii(12, 4);
    if (chunk === "VP8 ") {
      return {
        width: view.getUint16(26, true) & 0x3fff,
        height: view.getUint16(28, true) & 0x3fff,
      };
    }
    if (chunk === "VP8L") {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") {
      const read24 = (at: number) => view.getUint16(at, true) | (view.getUint8(at + 2) << 16);
      return { width: read24(24) + 1, height: read24(27) + 1 };
    }
  }
  throw new Error(`Not a PNG or WebP: ${ascii(0, 16)}`);
}

let original: Uint8Array;

beforeAll(async () => {
  const painted = await renderSeedImage({ hue: 20, motif: "plate", seed: 7 }, 640, 480);
  original = painted.bytes;
  await env.MEDIA.put(KEY, original, { httpMetadata: { contentType: "image/png" } });
  await env.MEDIA.put(BROKEN_KEY, new TextEncoder().encode("not a png at all"), {
    httpMetadata: { contentType: "image/png" },
  });
  await env.MEDIA.put(SVG_KEY, '<svg xmlns="http://www.w3.org/2000/svg"/>', {
    httpMetadata: { contentType: "image/svg+xml" },
  });
});

describe("GET /api/v1/media/{key}", () => {
  it("serves the original bytes, cacheable forever, when no size is asked", async () => {
    const res = await get(KEY);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(original);
  });

  it("resizes to the asked width, keeping the aspect ratio", async () => {
    const res = await get(`${KEY}?width=320&quality=75`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(dimensions(bytes)).toEqual({ width: 320, height: 240 });
    expect(bytes.byteLength).toBeLessThan(original.byteLength);
  });

  it("fills a box with fit=cover and answers WebP to browsers that take it", async () => {
    const res = await get(`${KEY}?width=200&height=200&fit=cover`, {
      Accept: "image/avif,image/webp,*/*",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Vary")).toBe("Accept");
    expect(dimensions(new Uint8Array(await res.arrayBuffer()))).toEqual({
      width: 200,
      height: 200,
    });
  });

  it("never enlarges past the source unless a box is filled", async () => {
    const res = await get(`${KEY}?width=2000`);
    expect(dimensions(new Uint8Array(await res.arrayBuffer()))).toEqual({
      width: 640,
      height: 480,
    });
  });

  it("gives each variant its own ETag and answers 304 to a matching If-None-Match", async () => {
    const small = await get(`${KEY}?width=100`);
    const large = await get(`${KEY}?width=200`);
    const etag = small.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect(etag).not.toBe(large.headers.get("ETag"));
    const again = await get(`${KEY}?width=100`, { "If-None-Match": etag ?? "" });
    expect(again.status).toBe(304);
  });

  it("serves an SVG as it is, sandboxed, even when a size is asked", async () => {
    const res = await get(`${SVG_KEY}?width=64`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Content-Security-Policy")).toContain("sandbox");
  });

  it("serves the original bytes when an image cannot be resized, never an error", async () => {
    const res = await get(`${BROKEN_KEY}?width=100`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(await res.text()).toBe("not a png at all");
  });

  it("answers 400 with field issues for a bad size, fit or crop, and 404 for an unknown key", async () => {
    for (const query of [
      "width=0",
      "width=abc",
      "height=99999",
      "fit=stretch",
      "crop=1,2,3",
      "size=9",
    ]) {
      const res = await get(`${KEY}?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: string; issues: unknown[] };
      expect(body.error).toBe("bad_request");
      expect(body.issues.length).toBeGreaterThan(0);
    }
    expect((await get("sites/media-test/images/missing.png?width=100")).status).toBe(404);
    expect((await get("sites/media-test/images/missing.png")).status).toBe(404);
    expect((await get("../secret")).status).toBe(404);
    // Names no R2 object can have: broken %-escapes, and a key past R2's 1,024 bytes.
    for (const path of ["%zz", "%E0%A4%A", "abc%ed%a0%80", "x".repeat(1025)]) {
      expect((await get(path)).status, path.slice(0, 20)).toBe(404);
    }
    expect((await get("x".repeat(1024))).status).toBe(404);
  });
});
