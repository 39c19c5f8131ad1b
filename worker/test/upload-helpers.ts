import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../app";

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
    { method: "PUT", body: bytes, headers: { "Content-Type": contentType } },
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
