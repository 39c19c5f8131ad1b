import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { DataExportView } from "@schema/api/data-exports";
import { unzipSync } from "fflate";
import { expect } from "vitest";
import { app } from "../app";
import type { DataExportJob, Job } from "../queues/jobs";
import { call } from "./factories";

/** Export tests: an image's bytes in R2, the job run by hand, the archive read back. */

/** `size` random bytes (getRandomValues fills 64 KiB at a time). */
export function randomBytes(size: number) {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65_536)));
  }
  return bytes;
}

/** SHA-256 of some bytes: comparing megabytes element by element takes seconds. */
export const digest = async (bytes: Uint8Array | undefined) =>
  bytes
    ? btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))))
    : null;

export async function putObject(key: string, bytes: Uint8Array, contentType = "image/jpeg") {
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
}

/** The one export job a request queued. */
export function exportJob(jobs: Job[]): DataExportJob {
  const found = jobs.filter((job): job is DataExportJob => job.type === "data-export");
  expect(found).toHaveLength(1);
  return found[0] as DataExportJob;
}

/** GETs a download link (platform URL) from the API: status, headers and the raw bytes. */
export async function download(link: string, bindings = env) {
  const url = new URL(link);
  const ctx = createExecutionContext();
  const response = await app.request(
    `/api/v1${url.pathname}${url.search}`,
    { headers: { "CF-Connecting-IP": "198.18.0.1" } },
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The archive's entries by path, and helpers to read them as text and JSON. */
export function readArchive(bytes: Uint8Array) {
  const entries = unzipSync(bytes);
  const text = (path: string) => {
    const entry = entries[path];
    if (!entry)
      throw new Error(`${path} is not in the archive: ${Object.keys(entries).join(", ")}`);
    return new TextDecoder().decode(entry);
  };
  // biome-ignore lint/suspicious/noExplicitAny: tests read the archive's JSON freely
  const json = (path: string): any => JSON.parse(text(path));
  return { entries, paths: Object.keys(entries), text, json };
}

export async function siteExports(siteSlug: string, token: string): Promise<DataExportView[]> {
  const res = await call("GET", `/manage/${siteSlug}/exports`, { token });
  expect(res.status).toBe(200);
  return res.body.exports;
}
