import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { createRecipe, makeKitchen, minimalRecipe } from "../test/manage-factories";
import { mp3, putBytes, uploadedAudio } from "../test/upload-helpers";

async function issue(siteSlug: string, token: string, contentType = "audio/mpeg") {
  const res = await call("POST", `/manage/${siteSlug}/audio-upload-urls`, {
    token,
    json: { contentType },
  });
  expect(res.status).toBe(200);
  return res.body as { uploadUrl: string; key: string };
}

describe("a recipe's story read aloud: bad input", () => {
  it("a type that is not audio we take is 400 on contentType", async () => {
    const { site, token } = await makeKitchen();
    for (const contentType of ["video/mp4", "audio/flac", "image/png", ""]) {
      const res = await call("POST", `/manage/${site.slug}/audio-upload-urls`, {
        token,
        json: { contentType },
      });
      expect(res.status, contentType).toBe(400);
      expect(res.body.issues).toEqual([
        { path: "contentType", message: "Upload an MP3, M4A, Ogg or WAV file" },
      ]);
    }
    const missing = await call("POST", `/manage/${site.slug}/audio-upload-urls`, {
      token,
      json: {},
    });
    expect(missing.status).toBe(400);
  });

  it("bytes of another type, another Content-Type, an empty or too large file store nothing", async () => {
    const { site, token } = await makeKitchen();
    const { uploadUrl, key } = await issue(site.slug, token);
    const html = new Uint8Array(new TextEncoder().encode("<html><script>alert(1)</script>"));
    const notAudio = await putBytes(uploadUrl, html, "audio/mpeg");
    expect(notAudio).toMatchObject({ status: 400, body: { message: "The file is not MP3 audio" } });
    const wrongType = await putBytes(uploadUrl, mp3(), "audio/ogg");
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.issues).toEqual([
      { path: "contentType", message: "Send the file as audio/mpeg" },
    ]);
    expect((await putBytes(uploadUrl, new Uint8Array(0), "audio/mpeg")).status).toBe(400);
    const huge = await putBytes(uploadUrl, mp3(50 * 1024 * 1024 + 1), "audio/mpeg");
    expect(huge.status).toBe(413);
    expect(await env.MEDIA.head(key)).toBeNull();

    // The right file still goes up, once: the link may not swap the bytes afterwards.
    expect((await putBytes(uploadUrl, mp3(), "audio/mpeg")).status).toBe(200);
    const again = await putBytes(uploadUrl, mp3(128), "audio/mpeg");
    expect(again.status).toBe(409);
    expect((await env.MEDIA.head(key))?.size).toBe(64);
  });

  it("a recipe naming a file never uploaded, or a key we never issue, is 400 on storyAudioKey", async () => {
    const { site, token } = await makeKitchen();
    const { key: notUploaded } = await issue(site.slug, token);
    const image = `sites/${site.id}/images/${crypto.randomUUID()}.png`;
    for (const storyAudioKey of [notUploaded, image, "anything", "../../etc/passwd"]) {
      const res = await call("POST", `/manage/${site.slug}/recipes`, {
        token,
        json: minimalRecipe({ storyAudioKey }),
      });
      expect(res.status, storyAudioKey).toBe(400);
      expect(res.body.issues).toEqual([
        { path: "storyAudioKey", message: "Upload the audio file first" },
      ]);
    }
    const tooLong = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({ storyAudioKey: "x".repeat(301) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues[0].path).toBe("storyAudioKey");

    // An edit that keeps an uploaded file saves; the page is unchanged by a failed save.
    const key = await uploadedAudio(site.slug, token);
    const recipe = await createRecipe(site.slug, token, minimalRecipe({ storyAudioKey: key }));
    const failed = await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, {
      token,
      json: minimalRecipe({ slug: recipe.slug, storyAudioKey: notUploaded }),
    });
    expect(failed.status).toBe(400);
    const read = await call("GET", `/manage/${site.slug}/recipes/${recipe.id}`, { token });
    expect(read.body.recipe.storyAudioKey).toBe(key);
  });
});
