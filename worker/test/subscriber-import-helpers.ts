import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { SubscriberImportView } from "@schema/api/subscriber-imports";
import { expect } from "vitest";
import { app } from "../app";
import { runSubscriberImportJob } from "../queues/subscriber-import";
import { call, databases } from "./factories";
import { recordingQueue } from "./newsletter-helpers";

/** A subscriber export of the fixtures (import-fixtures/pages/exports.test/subscribers/). */
export const fixtureCsv = async (name: string) =>
  (await fetch(`https://exports.test/subscribers/${name}`)).text();

/** PUTs a file to a signed upload URL's API path, as the web host's /uploads/… forwards it. */
export async function putCsv(uploadUrl: string, text: string, contentType = "text/csv") {
  const bytes = new TextEncoder().encode(text);
  const url = new URL(uploadUrl);
  const ctx = createExecutionContext();
  const response = await app.request(
    `/api/v1${url.pathname}${url.search}`,
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

/** Uploads a CSV for the site through the real upload URL; answers its key. */
export async function uploadCsv(siteSlug: string, token: string, text: string) {
  const issued = await call("POST", `/manage/${siteSlug}/subscriber-imports/upload-urls`, {
    token,
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const put = await putCsv(issued.body.uploadUrl, text);
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return issued.body.key as string;
}

/** A kitchen's imports with a queue that records their messages, and a way to run them. */
export function importQueue() {
  const queue = recordingQueue();
  /** Runs every recorded import message (and those they send) until none is left. */
  const drain = async (options: { twice?: boolean } = {}) => {
    let ran = 0;
    while (queue.jobs.length) {
      const job = queue.jobs.shift();
      if (job?.type !== "subscriber-import") continue;
      await runSubscriberImportJob(queue.env, databases(), job);
      // A redelivery: the same message again, after the first did its work.
      if (options.twice) await runSubscriberImportJob(queue.env, databases(), job);
      ran++;
    }
    return ran;
  };
  return { ...queue, drain };
}

/** Uploads, creates the import and reads it into its preview. */
export async function previewImport(
  siteSlug: string,
  token: string,
  text: string,
  queue = importQueue(),
  fileName = "subscribers.csv",
): Promise<SubscriberImportView> {
  const key = await uploadCsv(siteSlug, token, text);
  const created = await call(
    "POST",
    `/manage/${siteSlug}/subscriber-imports`,
    { token, json: { key, fileName } },
    queue.env,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await queue.drain();
  const read = await call(
    "GET",
    `/manage/${siteSlug}/subscriber-imports/${created.body.import.id}`,
    {
      token,
    },
  );
  return read.body.import;
}

/** Starts a read import with the consent box ticked and runs it to the end. */
export async function runImport(
  siteSlug: string,
  token: string,
  importId: string,
  queue = importQueue(),
  options: { twice?: boolean } = {},
): Promise<SubscriberImportView> {
  const started = await call(
    "POST",
    `/manage/${siteSlug}/subscriber-imports/${importId}/start`,
    { token, json: { consent: true } },
    queue.env,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await queue.drain(options);
  const done = await call("GET", `/manage/${siteSlug}/subscriber-imports/${importId}`, { token });
  return done.body.import;
}
