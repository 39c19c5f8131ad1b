import { env } from "cloudflare:test";
import { images } from "@schema/db/images";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";
import { png, putBytes } from "../test/upload-helpers";

/** One person with an uploaded, registered avatar. */
async function personWithAvatar() {
  const user = await makeUser();
  const token = await signedIn(user.id);
  const issued = await call("POST", "/manage/image-upload-urls", {
    token,
    json: { key: `users/${user.id}/`, contentType: "image/png" },
  });
  const { uploadUrl, key } = issued.body as { uploadUrl: string; key: string };
  expect((await putBytes(uploadUrl, png(), "image/png")).status).toBe(200);
  const registered = await call("POST", "/manage/avatars", {
    token,
    json: { key, width: 10, height: 10 },
  });
  expect(registered.status).toBe(201);
  return { user, token, uploadUrl, key, imageId: registered.body.image.id as string };
}

describe("avatar upload: who may call it", () => {
  it("signed out is 401 for both calls, before the body is looked at", async () => {
    for (const path of ["/manage/image-upload-urls", "/manage/avatars"]) {
      expect((await call("POST", path, { json: {} })).status, path).toBe(401);
      expect((await call("POST", path, { json: { contentType: "image/png" } })).status).toBe(401);
    }
  });

  it("a session signed in on one creator's site cannot change the account's avatar", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const token = await signedIn(user.id, site.id);
    const res = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { key: `users/${user.id}/`, contentType: "image/png" },
    });
    expect(res.status).toBe(401);
  });
});

describe("avatar upload: another person's avatar is not writable", () => {
  it("no upload URL under another person's place (404), whatever the type", async () => {
    const victim = await makeUser();
    const attackerToken = await signedIn((await makeUser()).id);
    for (const contentType of ["image/png", "image/svg+xml"]) {
      const res = await call("POST", "/manage/image-upload-urls", {
        token: attackerToken,
        json: { key: `users/${victim.id}/`, contentType },
      });
      expect(res.status, contentType).toBe(404);
    }
  });

  it("their bytes cannot be replaced: not with their link, nor with a key swapped into mine", async () => {
    const victim = await personWithAvatar();
    const attacker = await makeUser();
    const attackerToken = await signedIn(attacker.id);
    // The victim's own link, once the file is registered, may not swap it.
    expect((await putBytes(victim.uploadUrl, png(128), "image/png")).status).toBe(409);
    // My signed link with the victim's id put into the key fails the signature.
    const mine = await call("POST", "/manage/image-upload-urls", {
      token: attackerToken,
      json: { key: `users/${attacker.id}/`, contentType: "image/png" },
    });
    const swapped = (mine.body.uploadUrl as string).replace(attacker.id, victim.user.id);
    expect((await putBytes(swapped, png(128), "image/png")).status).toBe(403);
    const served = await env.MEDIA.get(victim.key);
    expect(served?.size).toBe(64);
  });

  it("their key cannot be registered as mine, and their avatar cannot become mine (404)", async () => {
    const victim = await personWithAvatar();
    const attacker = await makeUser();
    const attackerToken = await signedIn(attacker.id);
    const register = await call("POST", "/manage/avatars", {
      token: attackerToken,
      json: { key: victim.key, width: 10, height: 10 },
    });
    expect(register.status).toBe(404);

    const borrow = await call("PUT", "/manage/current-user", {
      token: attackerToken,
      json: { avatar: { id: victim.imageId } },
    });
    expect(borrow.status).toBe(404);
    const me = await call("GET", "/manage/current-user", { token: attackerToken });
    expect(me.body.currentUser.avatar).toBeNull();
  });

  it("a site's picture, even from a site I run, or an unknown id is not an avatar (404)", async () => {
    const user = await makeUser();
    const site = await makeSite({ ownerId: user.id });
    const token = await signedIn(user.id);
    const [picture] = await db()
      .insert(images)
      .values({
        siteId: site.id,
        uploaderId: user.id,
        key: `sites/${site.id}/images/${crypto.randomUUID()}.png`,
        contentType: "image/png",
        width: 10,
        height: 10,
      })
      .returning();
    for (const id of [picture?.id, crypto.randomUUID()]) {
      const res = await call("PUT", "/manage/current-user", { token, json: { avatar: { id } } });
      expect(res.status, id).toBe(404);
    }
  });

  it("a site image key cannot be registered as an avatar, nor an avatar key as a site image", async () => {
    const person = await personWithAvatar();
    const site = await makeSite({ ownerId: person.user.id });
    const asSiteImage = await call("POST", "/manage/images", {
      token: person.token,
      json: { key: person.key, width: 10, height: 10 },
    });
    expect(asSiteImage.status).toBe(404);
    const siteKey = `sites/${site.id}/images/${crypto.randomUUID()}.png`;
    const asAvatar = await call("POST", "/manage/avatars", {
      token: person.token,
      json: { key: siteKey, width: 10, height: 10 },
    });
    expect(asAvatar.status).toBe(404);
  });
});
