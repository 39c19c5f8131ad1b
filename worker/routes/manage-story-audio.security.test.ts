import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen, minimalRecipe } from "../test/manage-factories";
import { mp3, putBytes, uploadedAudio } from "../test/upload-helpers";

const askUrl = (siteSlug: string, token?: string) =>
  call("POST", `/manage/${siteSlug}/audio-upload-urls`, {
    token,
    json: { contentType: "audio/mpeg" },
  });

describe("a recipe's story read aloud: who may upload and use it", () => {
  it("signed out is 401; another site's owner, a manager elsewhere and a reader are 404", async () => {
    const { site } = await makeKitchen();
    expect((await askUrl(site.slug)).status).toBe(401);
    const other = await makeKitchen();
    expect((await askUrl(site.slug, other.token)).status).toBe(404);
    const elsewhere = await makeSite();
    const { token: managerElsewhere } = await addManager(elsewhere.id);
    expect((await askUrl(site.slug, managerElsewhere)).status).toBe(404);
    const reader = await makeUser();
    expect((await askUrl(site.slug, await signedIn(reader.id, site.id))).status).toBe(404);
    // A manager of the site may.
    const { token: manager } = await addManager(site.id);
    expect((await askUrl(site.slug, manager)).status).toBe(200);
  });

  it("API tokens: a read-only one may not (403), a writing one may, within its site", async () => {
    const reader = await makeApiToken({ access: "read" });
    expect((await askUrl(reader.site.slug, reader.secret)).status).toBe(403);
    const writer = await makeApiToken({ access: "write" });
    expect((await askUrl(writer.site.slug, writer.secret)).status).toBe(200);
    const ownOther = await makeSite({ ownerId: writer.owner.id });
    expect((await askUrl(ownOther.slug, writer.secret)).status).toBe(404);
  });

  it("another site's file cannot be put on this site's recipe (the same 400 as a missing one)", async () => {
    const theirs = await makeKitchen();
    const key = await uploadedAudio(theirs.site.slug, theirs.token);
    const mine = await makeKitchen();
    const res = await call("POST", `/manage/${mine.site.slug}/recipes`, {
      token: mine.token,
      json: minimalRecipe({ storyAudioKey: key }),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: "storyAudioKey", message: "Upload the audio file first" },
    ]);
  });

  it("the upload link is the permission: another key, a changed signature or none is 403", async () => {
    const { site, token } = await makeKitchen();
    const issued = (await askUrl(site.slug, token)).body as { uploadUrl: string; key: string };
    const url = new URL(issued.uploadUrl);
    const otherKey = new URL(url);
    otherKey.pathname = `/uploads/sites/${site.id}/audio/${crypto.randomUUID()}.mp3`;
    const tampered = new URL(url);
    tampered.searchParams.set("signature", "A".repeat(43));
    const bare = new URL(url);
    bare.search = "";
    for (const attempt of [otherKey, tampered, bare]) {
      expect((await putBytes(attempt.href, mp3(), "audio/mpeg")).status).toBe(403);
    }
    expect(await env.MEDIA.head(issued.key)).toBeNull();
  });
});
