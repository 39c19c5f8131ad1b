import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { expectDocumented } from "../test/documented-answers";
import { call } from "../test/factories";
import {
  createRecipe,
  makeKitchen,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";
import { mp3, putBytes, uploadedAudio } from "../test/upload-helpers";

async function getMedia(key: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`/api/v1/media/${key}`, { headers }, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("a recipe's story read aloud", () => {
  it("upload URL → PUT → saved on the recipe → the page has it, locked viewers too", async () => {
    const { site, token } = await makeKitchen();
    const issued = await call("POST", `/manage/${site.slug}/audio-upload-urls`, {
      token,
      json: { contentType: "audio/mpeg" },
    });
    expect(issued.status).toBe(200);
    await expectDocumented("POST", "/manage/:siteSlug/audio-upload-urls", issued);
    expect(issued.body.key).toMatch(new RegExp(`^sites/${site.id}/audio/[0-9a-f-]{36}\\.mp3$`));
    expect(issued.body.maxBytes).toBe(50 * 1024 * 1024);
    const bytes = mp3(4096);
    const put = await putBytes(issued.body.uploadUrl, bytes, "audio/mpeg");
    expect(put).toEqual({ status: 200, body: { key: issued.body.key, bytes: 4096 } });

    const body = minimalRecipe({ privacySetting: "subscribers_only", storyExcerpt: "It began." });
    const recipe = await publishedRecipe(site.slug, token, {
      ...body,
      storyAudioKey: issued.body.key,
    });
    const editor = await call("GET", `/manage/${site.slug}/recipes/${recipe.id}`, { token });
    expect(editor.body.recipe.storyAudioKey).toBe(issued.body.key);

    // A visitor meets the paywall, and still hears the story: it is the recipe's open door.
    const page = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`);
    expect(page.body.recipe.access.full).toBe(false);
    expect(page.body.recipe.storyAudio).toEqual({
      url: `/media/${issued.body.key}`,
      contentType: "audio/mpeg",
    });
    await expectDocumented("GET", "/site/:siteSlug/recipes/:recipeSlug", page);

    const served = await getMedia(issued.body.key);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(served.headers.get("Accept-Ranges")).toBe("bytes");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // Taken off the recipe, it is gone from the page.
    const cleared = await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, {
      token,
      json: { ...body, storyAudioKey: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.recipe.storyAudioKey).toBeNull();
    const after = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`);
    expect(after.body.recipe.storyAudio).toBeNull();
  });

  it("/media answers a player's ranges: a part (206), the tail, and 416 past the end", async () => {
    const { site, token } = await makeKitchen();
    const bytes = mp3(1000);
    const key = await uploadedAudio(site.slug, token, bytes);

    const part = await getMedia(key, { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 100-199/1000");
    expect(part.headers.get("Content-Length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const open = await getMedia(key, { Range: "bytes=900-" });
    expect(open.status).toBe(206);
    expect(open.headers.get("Content-Range")).toBe("bytes 900-999/1000");
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes.subarray(900));

    const tail = await getMedia(key, { Range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("Content-Range")).toBe("bytes 990-999/1000");
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(990));

    const past = await getMedia(key, { Range: "bytes=5000-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe("bytes */1000");
    expect(past.headers.get("Cache-Control")).toBe("no-store");

    // Several parts at once is more than a player asks: the whole file.
    const many = await getMedia(key, { Range: "bytes=0-1,5-6" });
    expect(many.status).toBe(200);
    expect((await many.arrayBuffer()).byteLength).toBe(1000);
  });

  it("takes an M4A by the name operating systems give it, and the other types", async () => {
    const { site, token } = await makeKitchen();
    const m4a = new Uint8Array(64);
    m4a.set([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20]);
    const key = await uploadedAudio(site.slug, token, m4a, "audio/x-m4a");
    expect(key).toMatch(/\.m4a$/);
    const ogg = new Uint8Array(new TextEncoder().encode("OggS\0\u0002filler filler"));
    expect(await uploadedAudio(site.slug, token, ogg, "audio/ogg")).toMatch(/\.ogg$/);
    const wav = new Uint8Array(new TextEncoder().encode("RIFF\u0024\0\0\0WAVEfmt filler"));
    expect(await uploadedAudio(site.slug, token, wav, "audio/wav")).toMatch(/\.wav$/);
    const recipe = await createRecipe(site.slug, token, minimalRecipe({ storyAudioKey: key }));
    expect(recipe.storyAudioKey).toBe(key);
  });
});
