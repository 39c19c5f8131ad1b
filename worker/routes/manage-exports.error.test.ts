import { createExecutionContext, env } from "cloudflare:test";
import { dataExports } from "@schema/db/data-exports";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consumeJobs, DEAD_LETTER_QUEUE } from "../queues/consume";
import type { Job } from "../queues/jobs";
import {
  EXPORT_LINK_TTL_MS,
  exportDownloadUrl,
  signExportDownload,
  verifyExportDownload,
} from "../services/exports/download-link";
import { purgeExpiredExports } from "../services/exports/requests";
import { runExportJob } from "../services/exports/run-export";
import { download, exportJob, siteExports } from "../test/export-helpers";
import { call, databases, db } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { recordingQueue } from "../test/newsletter-helpers";

/** A finished export of a small site, and its signed link. */
async function finishedExport() {
  const { site, token } = await makeKitchen();
  const queue = recordingQueue();
  await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
  const job = exportJob(queue.jobs);
  await runExportJob(env, databases(), job);
  const [listed] = await siteExports(site.slug, token);
  if (!listed?.downloadUrl) throw new Error("no download link");
  return { site, token, exportId: job.exportId, link: new URL(listed.downloadUrl) };
}

const withQuery = (link: URL, change: (query: URLSearchParams) => void) => {
  const copy = new URL(link);
  change(copy.searchParams);
  return copy.toString();
};

describe("exports/{exportId}/download: a signed link, or nothing", () => {
  it("the link works; tampered, borrowed or expired it is 404", async () => {
    const { exportId, link } = await finishedExport();
    expect((await download(link.toString())).status).toBe(200);

    const signature = link.searchParams.get("signature") as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const tampered = await download(withQuery(link, (q) => q.set("signature", flipped)));
    expect(tampered.status).toBe(404);
    // A later expiry with the old signature: the signature covers the expiry.
    const stretched = await download(
      withQuery(link, (q) => q.set("expires", String(Number(q.get("expires")) + 86_400_000))),
    );
    expect(stretched.status).toBe(404);
    // The signature of one export does not open another.
    const other = await finishedExport();
    const borrowed = new URL(link);
    borrowed.pathname = `/exports/${other.exportId}/download`;
    expect((await download(borrowed.toString())).status).toBe(404);

    // Finished eight days ago: the link, correctly signed, has expired.
    const completedAt = new Date(Date.now() - EXPORT_LINK_TTL_MS - 86_400_000);
    await db().update(dataExports).set({ completedAt }).where(eq(dataExports.id, exportId));
    const { url } = await exportDownloadUrl(env, exportId, completedAt);
    const expired = await download(url);
    expect(expired.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(expired.bytes))).toMatchObject({
      error: "not_found",
    });
  });

  it("a link to an export that is not finished is 404", async () => {
    const { site, token } = await makeKitchen();
    const queue = recordingQueue();
    await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    const job = exportJob(queue.jobs);
    const { url } = await exportDownloadUrl(env, job.exportId, new Date());
    expect((await download(url)).status).toBe(404);
  });

  it("a malformed id is 404; a missing or malformed signature or expiry is 400", async () => {
    const { link } = await finishedExport();
    const malformed = new URL(link);
    malformed.pathname = "/exports/not-an-id/download";
    expect((await download(malformed.toString())).status).toBe(404);
    for (const change of [
      (q: URLSearchParams) => q.delete("signature"),
      (q: URLSearchParams) => q.delete("expires"),
      (q: URLSearchParams) => q.set("expires", "soon"),
      (q: URLSearchParams) => q.set("signature", "short"),
    ]) {
      const res = await download(withQuery(link, change));
      expect(res.status).toBe(400);
      const body = JSON.parse(new TextDecoder().decode(res.bytes));
      expect(body).toMatchObject({ error: "bad_request", issues: expect.any(Array) });
    }
  });

  it("an export that failed on every retry shows as failed, and a new one can be asked for", async () => {
    const { site, token } = await makeKitchen();
    const queue = recordingQueue();
    await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    const job = exportJob(queue.jobs);
    // The dead-letter queue's consumer is where a message lands after its last retry.
    const acked: string[] = [];
    const batch = {
      queue: DEAD_LETTER_QUEUE,
      messages: [
        { id: "m1", body: job, attempts: 6, ack: () => acked.push("m1"), retry: () => {} },
      ],
    } as unknown as MessageBatch<Job>;
    await consumeJobs(batch, env, createExecutionContext());
    expect(acked).toEqual(["m1"]);
    const [failed] = await siteExports(site.slug, token);
    expect(failed).toMatchObject({ id: job.exportId, state: "failed", downloadUrl: null });
    // A late redelivery leaves a failed export alone.
    await runExportJob(env, databases(), job);
    expect((await siteExports(site.slug, token))[0]?.state).toBe("failed");
    const again = await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    expect(again.status).toBe(202);
    expect(again.body.export.id).not.toBe(job.exportId);
  });

  it("the JOBS consumer hands an export message to the export job and acks it", async () => {
    const { site, token } = await makeKitchen();
    const queue = recordingQueue();
    await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    const job = exportJob(queue.jobs);
    const acked: string[] = [];
    const batch = {
      queue: "recipe-jobs",
      messages: [
        { id: "m1", body: job, attempts: 1, ack: () => acked.push("m1"), retry: () => {} },
      ],
    } as unknown as MessageBatch<Job>;
    await consumeJobs(batch, env, createExecutionContext());
    expect(acked).toEqual(["m1"]);
    expect((await siteExports(site.slug, token))[0]?.state).toBe("done");
  });

  it("the cron's sweep takes an expired archive out of R2, and the list offers no link", async () => {
    const { site, token, exportId } = await finishedExport();
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    const key = row?.objectKey as string;
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await purgeExpiredExports(db(), env);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    const completedAt = new Date(Date.now() - EXPORT_LINK_TTL_MS - 60_000);
    await db().update(dataExports).set({ completedAt }).where(eq(dataExports.id, exportId));
    await purgeExpiredExports(db(), env);
    expect(await env.MEDIA.head(key)).toBeNull();
    const [listed] = await siteExports(site.slug, token);
    expect(listed).toMatchObject({ state: "done", downloadUrl: null });
  });

  it("production refuses to sign or verify with the public development key", async () => {
    const production = {
      ENVIRONMENT: "production",
      EXPORT_SIGNING_KEY: "dev-only-export",
    } as const;
    await expect(signExportDownload(production, crypto.randomUUID(), new Date())).rejects.toThrow(
      /EXPORT_SIGNING_KEY/,
    );
    const real = { ENVIRONMENT: "production", EXPORT_SIGNING_KEY: "k".repeat(40) } as const;
    const id = crypto.randomUUID();
    const signed = await signExportDownload(real, id, new Date());
    expect(await verifyExportDownload(real, id, signed)).toBe(true);
    expect(await verifyExportDownload(env, id, signed)).toBe(false);
  });
});
