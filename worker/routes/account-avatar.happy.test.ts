import { env } from "cloudflare:test";
import { images } from "@schema/db/images";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";
import { png, putBytes } from "../test/upload-helpers";

/**
 * The upload call of docs/spec/platform-and-kitchen.md §7, with the person's own place as the key.
 */
async function avatarUploadUrl(token: string, userId: string, contentType = "image/png") {
  const res = await call("POST", "/manage/image-upload-urls", {
    token,
    json: { key: `users/${userId}/`, contentType },
  });
  expect(res.status).toBe(200);
  return res.body as { uploadUrl: string; key: string; expiresAt: string; maxBytes: number };
}

describe("avatar upload: the whole flow", () => {
  it("upload URL → PUT bytes → POST avatars → PUT current-user shows it everywhere", async () => {
    const user = await makeUser({ displayName: "Avery" });
    const token = await signedIn(user.id);
    const issued = await avatarUploadUrl(token, user.id);
    expect(issued.key).toMatch(new RegExp(`^users/${user.id}/avatars/[0-9a-f-]{36}\\.png$`));
    expect(issued.uploadUrl).toMatch(
      new RegExp(
        `^http://localhost:8788/uploads/${issued.key}\\?expires=\\d+&signature=[\\w-]{43}$`,
      ),
    );
    expect(issued.maxBytes).toBe(15 * 1024 * 1024);

    const bytes = png(512);
    expect(await putBytes(issued.uploadUrl, bytes, "image/png")).toEqual({
      status: 200,
      body: { key: issued.key, bytes: 512 },
    });
    const stored = await env.MEDIA.head(issued.key);
    expect(stored?.customMetadata).toEqual({ userId: user.id });

    const registered = await call("POST", "/manage/avatars", {
      token,
      json: { key: issued.key, width: 400, height: 400 },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.image).toEqual({
      id: expect.any(String),
      url: `/media/${issued.key}`,
      width: 400,
      height: 400,
      lqip: null,
    });
    const [row] = await db().select().from(images).where(eq(images.key, issued.key));
    expect(row).toMatchObject({ siteId: null, uploaderId: user.id, bytes: 512 });

    // A retried registration answers the same image.
    const again = await call("POST", "/manage/avatars", {
      token,
      json: { key: issued.key, width: 400, height: 400 },
    });
    expect(again.status).toBe(200);
    expect(again.body.image.id).toBe(registered.body.image.id);

    const saved = await call("PUT", "/manage/current-user", {
      token,
      json: { avatar: { id: registered.body.image.id } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.currentUser.avatar).toEqual(registered.body.image);

    // The avatar is the person's on every site, and beside their comments.
    const site = await makeSite();
    const siteToken = await signedIn(user.id, site.id);
    const onSite = await call("GET", `/site/${site.slug}/current-user`, { token: siteToken });
    expect(onSite.body.currentUser.avatar.url).toBe(`/media/${issued.key}`);
    const recipe = await makeRecipe({ siteId: site.id });
    const commented = await call("POST", `/site/${site.slug}/comments`, {
      token: siteToken,
      json: { recipeId: recipe.id, text: "Lovely" },
    });
    expect(commented.status).toBe(201);
    expect(commented.body.comments[0].user.avatar).toEqual(registered.body.image);

    const removed = await call("PUT", "/manage/current-user", { token, json: { avatar: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.currentUser.avatar).toBeNull();
  });

  it("issues URLs for every picture type browsers draw", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    for (const [type, extension] of [
      ["image/jpeg", "jpg"],
      ["image/webp", "webp"],
      ["image/gif", "gif"],
      ["image/avif", "avif"],
      ["IMAGE/PNG; charset=binary", "png"],
    ] as const) {
      const issued = await avatarUploadUrl(token, user.id, type);
      expect(issued.key.endsWith(`.${extension}`), type).toBe(true);
    }
  });
});
