import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { png, putBytes } from "../test/upload-helpers";

const TYPE_MESSAGE = "Upload a JPEG, PNG, WebP, GIF or AVIF picture";

describe("avatar upload: bad input", () => {
  it("a type that is not a picture every browser draws gets no URL (400)", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    for (const contentType of ["text/html", "application/pdf", "image/svg+xml", "image/heic", ""]) {
      const res = await call("POST", "/manage/image-upload-urls", {
        token,
        json: { key: `users/${user.id}/`, contentType },
      });
      expect(res.status, contentType).toBe(400);
      expect(res.body.issues).toEqual([{ path: "contentType", message: TYPE_MESSAGE }]);
    }
    const missing = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { key: `users/${user.id}/` },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].path).toBe("contentType");
    const noKey = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { contentType: "image/png" },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.issues[0].path).toBe("key");
  });

  it("bytes of another type than the signed one, or not a picture at all, are 400", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    const issued = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { key: `users/${user.id}/`, contentType: "image/png" },
    });
    const { uploadUrl, key } = issued.body as { uploadUrl: string; key: string };
    expect((await putBytes(uploadUrl, png(), "image/jpeg")).status).toBe(400);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect((await putBytes(uploadUrl, html, "image/png")).status).toBe(400);
    expect(await env.MEDIA.head(key)).toBeNull();
  });

  it("registering before uploading, or with a bad size, is 400 with the field", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    const issued = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { key: `users/${user.id}/`, contentType: "image/png" },
    });
    const early = await call("POST", "/manage/avatars", {
      token,
      json: { key: issued.body.key, width: 10, height: 10 },
    });
    expect(early.status).toBe(400);
    expect(early.body.issues).toEqual([
      { path: "key", message: "No file has been uploaded under this key" },
    ]);
    const badSize = await call("POST", "/manage/avatars", {
      token,
      json: { key: issued.body.key, width: 0, height: "tall" },
    });
    expect(badSize.status).toBe(400);
    expect(badSize.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "height",
      "width",
    ]);
  });

  it("an avatar id that is not a uuid is 400", async () => {
    const token = await signedIn((await makeUser()).id);
    const res = await call("PUT", "/manage/current-user", {
      token,
      json: { avatar: { id: "not-an-id" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("avatar.id");
  });
});
