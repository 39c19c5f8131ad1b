import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { audioContentType } from "@schema/api/story-audio";
import { expect } from "vitest";
import { app } from "../app";
import { call } from "./factories";

/** A tiny but real PNG signature followed by filler: enough for the upload's type check. */
export const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

/** PUTs raw bytes to the API path of an upload URL (what the web host's /uploads/… forwards). */
export async function putBytes(uploadUrl: string, bytes: Uint8Array, contentType: string) {
  const url = new URL(uploadUrl);
  const ctx = createExecutionContext();
  const response = await app.request(
    `/api/v1${url.pathname}${url.search}`,
    // A browser's PUT of a file says its length; the streamed uploads need it.
    {
      method: "PUT",
      body: bytes,
      headers: { "Content-Type": contentType, "Content-Length": String(bytes.byteLength) },
    },
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An MP3's ID3 tag header followed by filler: enough for the audio upload's type check. */
export const mp3 = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x49, 0x44, 0x33, 0x04, 0x00]);
  for (let i = 5; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

/** An audio file uploaded for the site through the API: its key. */
export async function uploadedAudio(
  siteSlug: string,
  token: string,
  bytes = mp3(4096),
  contentType = "audio/mpeg",
) {
  const issued = await call("POST", `/manage/${siteSlug}/audio-upload-urls`, {
    token,
    json: { contentType },
  });
  expect(issued.status).toBe(200);
  // The link takes the type under its own name ("audio/x-m4a" is signed as "audio/mp4").
  const put = await putBytes(issued.body.uploadUrl, bytes, audioContentType.parse(contentType));
  expect(put.status).toBe(200);
  return issued.body.key as string;
}
