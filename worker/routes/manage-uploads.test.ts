import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { images } from "@schema/db/images";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { signUpload } from "../services/media/upload-signing";
import { call, makeSite, makeUser, rowsInEveryDb, signedIn, siteDb } from "../test/factories";
import { makeKitchen, minimalRecipe } from "../test/manage-factories";
import { png, putBytes } from "../test/upload-helpers";

async function getMedia(key: string) {
  const ctx = createExecutionContext();
  const response = await app.request(`/api/v1/media/${key}`, {}, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * The call of docs/spec/platform-and-kitchen.md §7: the key names the site's place
 * (sites/{siteId}/), the server the file.
 */
async function uploadUrlFor(siteId: string, token: string, contentType = "image/png") {
  const res = await call("POST", "/manage/image-upload-urls", {
    token,
    json: { key: `sites/${siteId}/`, contentType },
  });
  expect(res.status).toBe(200);
  return res.body as { uploadUrl: string; key: string; expiresAt: string; maxBytes: number };
}

describe("image uploads: the whole flow", () => {
  it("upload URL → PUT bytes → POST images → /media serves them, and a recipe may use the image", async () => {
    const { site, owner, token } = await makeKitchen();
    const issued = await uploadUrlFor(site.id, token);
    expect(issued.key).toMatch(new RegExp(`^sites/${site.id}/images/[0-9a-f-]{36}\\.png$`));
    expect(issued.uploadUrl).toMatch(
      new RegExp(
        `^http://localhost:8788/uploads/${issued.key}\\?expires=\\d+&signature=[\\w-]{43}$`,
      ),
    );
    const ttl = new Date(issued.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(issued.maxBytes).toBe(15 * 1024 * 1024);

    const bytes = png(2048);
    const put = await putBytes(issued.uploadUrl, bytes, "image/png");
    expect(put).toEqual({ status: 200, body: { key: issued.key, bytes: 2048 } });

    const lqip = "data:image/png;base64,iVBORw0KGgo=";
    const registered = await call("POST", "/manage/images", {
      token,
      json: { key: issued.key, width: 1600, height: 1200, lqip },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.image).toEqual({
      id: expect.any(String),
      url: `/media/${issued.key}`,
      width: 1600,
      height: 1200,
      lqip,
    });
    const [row] = await (await siteDb(site.id))
      .select()
      .from(images)
      .where(eq(images.key, issued.key));
    expect(row).toMatchObject({
      siteId: site.id,
      uploaderId: owner.id,
      contentType: "image/png",
      bytes: 2048,
    });

    const served = await getMedia(issued.key);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // Registering twice answers the same image; re-uploading over it is refused.
    const again = await call("POST", "/manage/images", {
      token,
      json: { key: issued.key, width: 1600, height: 1200 },
    });
    expect(again.status).toBe(200);
    expect(again.body.image.id).toBe(registered.body.image.id);
    expect((await putBytes(issued.uploadUrl, png(), "image/png")).status).toBe(409);

    const recipe = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({ images: [{ id: registered.body.image.id }] }),
    });
    expect(recipe.status).toBe(201);
  });

  it("accepts every allowed type, and SVG as an image", async () => {
    const { site, token } = await makeKitchen();
    for (const type of [
      "image/jpeg",
      "image/webp",
      "image/gif",
      "image/avif",
      "image/heic",
      "image/heif",
    ]) {
      const res = await call("POST", "/manage/image-upload-urls", {
        token,
        json: { key: `sites/${site.id}/`, contentType: type },
      });
      expect(res.status, type).toBe(200);
    }
    const svg = await uploadUrlFor(site.id, token, "image/svg+xml");
    expect(svg.key).toMatch(/\.svg$/);
    const body = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect((await putBytes(svg.uploadUrl, body, "image/svg+xml")).status).toBe(200);
  });
});

describe("image uploads: refused", () => {
  it("an expired link is 403", async () => {
    const { site, token } = await makeKitchen();
    const { key } = await uploadUrlFor(site.id, token);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = await signUpload(env, key, expires);
    const res = await putBytes(
      `http://localhost:8788/uploads/${key}?expires=${expires}&signature=${signature}`,
      png(),
      "image/png",
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("This upload link has expired");
  });

  it("a tampered signature, expiry or key is 403, and nothing is written", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeSite();
    const { uploadUrl, key } = await uploadUrlFor(site.id, token);
    const url = new URL(uploadUrl);
    const signature = url.searchParams.get("signature") ?? "";
    // The first character carries six whole bits (the last one's low bits are padding, so
    // changing only those would decode to the same signature).
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const expires = Number(url.searchParams.get("expires"));
    const tampered = [
      uploadUrl.replace(signature, flipped),
      uploadUrl.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      uploadUrl.replace(site.id, other.id),
      uploadUrl.replace(".png?", ".gif?"),
      uploadUrl.split("?")[0] ?? "",
    ];
    for (const attempt of tampered) {
      const res = await putBytes(attempt, png(), "image/png");
      expect(res.status, attempt).toBe(403);
    }
    expect(await env.MEDIA.head(key)).toBeNull();
  });

  it("a content type other than the signed one is 400; a disallowed type gets no URL", async () => {
    const { site, token } = await makeKitchen();
    const { uploadUrl } = await uploadUrlFor(site.id, token);
    const wrong = await putBytes(uploadUrl, png(), "image/jpeg");
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([
      { path: "contentType", message: "Send the file as image/png" },
    ]);
    expect((await putBytes(uploadUrl, png(), "text/html")).status).toBe(400);

    for (const contentType of ["application/pdf", "text/html", "image/bmp", ""]) {
      const res = await call("POST", "/manage/image-upload-urls", {
        token,
        json: { key: `sites/${site.id}/`, contentType },
      });
      expect(res.status, contentType).toBe(400);
      expect(res.body.issues).toEqual([
        {
          path: "contentType",
          message: "Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC, HEIF or SVG image",
        },
      ]);
    }
  });

  it("bytes that are not the image type, an empty file, or more than 15 MB are refused", async () => {
    const { site, token } = await makeKitchen();
    const { uploadUrl, key } = await uploadUrlFor(site.id, token);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect((await putBytes(uploadUrl, html, "image/png")).status).toBe(400);
    expect((await putBytes(uploadUrl, new Uint8Array(0), "image/png")).status).toBe(400);
    const huge = png(15 * 1024 * 1024 + 1);
    const res = await putBytes(uploadUrl, huge, "image/png");
    expect(res.status).toBe(413);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect((await putBytes(uploadUrl, png(15 * 1024 * 1024), "image/png")).status).toBe(200);
  });

  it("POST images: before the upload is 400 on key; bad sizes and lqip are 400", async () => {
    const { site, token } = await makeKitchen();
    const { key } = await uploadUrlFor(site.id, token);
    const early = await call("POST", "/manage/images", {
      token,
      json: { key, width: 10, height: 10 },
    });
    expect(early.status).toBe(400);
    expect(early.body.issues).toEqual([
      { path: "key", message: "No file has been uploaded under this key" },
    ]);
    for (const [json, path] of [
      [{ key, width: 0, height: 10 }, "width"],
      [{ key, width: 10, height: 1.5 }, "height"],
      [{ key, width: 10, height: 10, lqip: "javascript:alert(1)" }, "lqip"],
      [{ width: 10, height: 10 }, "key"],
    ] as const) {
      const res = await call("POST", "/manage/images", { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe(path);
    }
  });
});

describe("image uploads: who may", () => {
  it("signed out is 401 for both calls", async () => {
    const { site } = await makeKitchen();
    const url = await call("POST", "/manage/image-upload-urls", {
      json: { key: `sites/${site.id}/`, contentType: "image/png" },
    });
    expect(url.status).toBe(401);
    const image = await call("POST", "/manage/images", { json: { key: "x", width: 1, height: 1 } });
    expect(image.status).toBe(401);
  });

  it("no upload URL for a site the caller does not run (404) or from a session of another site (401)", async () => {
    const { site, owner } = await makeKitchen();
    const json = { key: `sites/${site.id}/`, contentType: "image/png" };
    const stranger = await signedIn((await makeUser()).id);
    expect(
      (await call("POST", "/manage/image-upload-urls", { token: stranger, json })).status,
    ).toBe(404);
    const other = await makeKitchen();
    expect(
      (await call("POST", "/manage/image-upload-urls", { token: other.token, json })).status,
    ).toBe(404);
    const elsewhere = await signedIn(owner.id, (await makeSite({ ownerId: owner.id })).id);
    expect(
      (await call("POST", "/manage/image-upload-urls", { token: elsewhere, json })).status,
    ).toBe(401);
  });

  it("the key must name a place the caller may put files (404 otherwise); the server names the file", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeSite();
    const call404 = async (key: string) =>
      (
        await call("POST", "/manage/image-upload-urls", {
          token,
          json: { key, contentType: "image/png" },
        })
      ).status;
    for (const key of [
      `sites/${other.id}/`,
      `sites/${other.id}/images/${crypto.randomUUID()}.png`,
      `sites/${site.slug}/`,
      `../sites/${site.id}/`,
      `public/${site.id}/`,
      `users/${crypto.randomUUID()}/`,
      "x",
    ]) {
      expect(await call404(key), key).toBe(404);
    }
    // A client that names the whole file gets a URL in that site, under a name of ours.
    const named = `sites/${site.id}/images/my-photo.png`;
    const res = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { key: named, contentType: "image/png" },
    });
    expect(res.status).toBe(200);
    expect(res.body.key).toMatch(new RegExp(`^sites/${site.id}/images/[0-9a-f-]{36}\\.png$`));
  });

  it("an upload of another site cannot be registered by someone who does not run it", async () => {
    const { site, token } = await makeKitchen();
    const issued = await uploadUrlFor(site.id, token);
    await putBytes(issued.uploadUrl, png(), "image/png");
    const other = await makeKitchen();
    const json = { key: issued.key, width: 10, height: 10 };
    const res = await call("POST", "/manage/images", { token: other.token, json });
    expect(res.status).toBe(404);
    expect(
      (
        await call("POST", "/manage/images", {
          token: other.token,
          json: { ...json, key: "sites/x/evil.png" },
        })
      ).status,
    ).toBe(404);
    expect(await rowsInEveryDb(images, eq(images.key, issued.key))).toEqual([]);
  });
});
