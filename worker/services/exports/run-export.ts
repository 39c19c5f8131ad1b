import { type DataExport, type DataExportCounts, dataExports } from "@schema/db/data-exports";
import { sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { SiteDatabases } from "../../lib/site-databases";
import type { DataExportJob } from "../../queues/jobs";
import { mailerFor } from "../mail/mailer";
import { writeAccountArchive } from "./account-archive";
import { ArchiveWriter } from "./archive-writer";
import { EXPORT_LINK_TTL_MS, exportDownloadUrl } from "./download-link";
import { exportReadyEmail } from "./ready-email";
import { writeSiteArchive } from "./site-archive";

/** A newer attempt claimed the export while this one ran: this one stops quietly. */
class Superseded extends Error {}

export const emptyCounts = (): Required<DataExportCounts> => ({
  recipes: 0,
  collections: 0,
  comments: 0,
  subscribers: 0,
  bookmarks: 0,
  subscriptions: 0,
  images: 0,
  ratings: 0,
  gifts: 0,
  listItems: 0,
});

/** Each attempt writes its own object, so two runs never write into one archive. */
export const exportObjectKey = (exportId: string, attempt: number) =>
  `exports/${exportId}/${attempt}.zip`;

/**
 * The JOBS message of an export. Delivery is at-least-once, so:
 * - a finished export is not written again (only its e-mail is sent, if that had failed);
 * - any other delivery claims the row as a new attempt (a conditional UPDATE on the attempt
 *   it read, so two deliveries cannot both claim it), aborts the previous attempt's
 *   multipart upload and starts the archive over in an object of its own;
 * - an attempt saves progress, and finishes, only while it is still the row's attempt; a
 *   superseded one aborts its upload (or deletes its object) and stops.
 * A failure throws, and the queue's retry is the next attempt; after the last one the
 * dead-letter consumer marks the export failed (failExport).
 */
export async function runExportJob(env: Env, databases: SiteDatabases, job: DataExportJob) {
  const db = databases.platform;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, job.exportId));
  if (!row || row.state === "failed") return;
  if (row.state === "done") {
    if (!row.mailedAt) await mailLink(env, db, row);
    return;
  }
  const attempt = row.attempt + 1;
  const claimed = await db
    .update(dataExports)
    .set({ state: "running", attempt, uploadId: null, counts: emptyCounts() })
    .where(
      and(
        eq(dataExports.id, row.id),
        eq(dataExports.attempt, row.attempt),
        inArray(dataExports.state, ["queued", "running"]),
      ),
    )
    .returning({ id: dataExports.id });
  if (claimed.length === 0) return;
  if (row.uploadId) {
    // The stalled attempt's parts: R2 would keep them (and bill them) until the upload dies.
    await env.MEDIA.resumeMultipartUpload(exportObjectKey(row.id, row.attempt), row.uploadId)
      .abort()
      .catch(() => undefined);
  }

  const site = row.siteId
    ? (await db.select().from(sites).where(eq(sites.id, row.siteId)))[0]
    : undefined;
  if (row.kind === "site" && !site) {
    await failExport(db, row.id, "The site no longer exists");
    return;
  }

  const key = exportObjectKey(row.id, attempt);
  const mine = and(eq(dataExports.id, row.id), eq(dataExports.attempt, attempt));
  const upload = await env.MEDIA.createMultipartUpload(key, {
    httpMetadata: { contentType: "application/zip" },
  });
  await db.update(dataExports).set({ uploadId: upload.uploadId }).where(mine);
  const counts = emptyCounts();
  const writer = new ArchiveWriter(upload);
  const progress = async () => {
    const saved = await db
      .update(dataExports)
      .set({ counts: { ...counts } })
      .where(mine)
      .returning({ id: dataExports.id });
    if (saved.length === 0) throw new Superseded();
  };
  let completed = false;
  try {
    const context = { db, databases, env, writer, counts, progress };
    if (site) await writeSiteArchive(context, site);
    else await writeAccountArchive(context, row.userId);
    const { bytes } = await writer.finish();
    completed = true;
    const [done] = await db
      .update(dataExports)
      .set({
        state: "done",
        objectKey: key,
        bytes,
        counts,
        uploadId: null,
        completedAt: new Date(),
      })
      .where(mine)
      .returning();
    if (!done) throw new Superseded();
    await deleteOtherAttempts(env, row.id, key);
    await mailLink(env, db, done);
  } catch (error) {
    if (completed) {
      if (error instanceof Superseded) await env.MEDIA.delete(key);
    } else {
      await upload.abort().catch(() => undefined);
    }
    if (error instanceof Superseded) return;
    throw error;
  }
}

/** Objects of earlier attempts that completed but never became the export's archive. */
async function deleteOtherAttempts(env: Env, exportId: string, keep: string) {
  const listed = await env.MEDIA.list({ prefix: `exports/${exportId}/` });
  const stale = listed.objects.map((object) => object.key).filter((key) => key !== keep);
  if (stale.length) await env.MEDIA.delete(stale);
}

async function mailLink(env: Env, db: Db, row: DataExport) {
  if (!row.completedAt) return;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) return;
  const [site] = row.siteId
    ? await db.select({ title: sites.title }).from(sites).where(eq(sites.id, row.siteId))
    : [];
  const { url } = await exportDownloadUrl(env, row.id, row.completedAt);
  await mailerFor(env).send(
    exportReadyEmail({
      to: user.email,
      link: url,
      siteTitle: site?.title ?? null,
      expiresAt: new Date(row.completedAt.getTime() + EXPORT_LINK_TTL_MS),
    }),
  );
  await db.update(dataExports).set({ mailedAt: new Date() }).where(eq(dataExports.id, row.id));
}

/** Every retry failed (or the site is gone): the kitchen shows it, and may ask again. */
export async function failExport(db: Db, exportId: string, message: string) {
  await db
    .update(dataExports)
    .set({ state: "failed", error: message, uploadId: null })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.state, ["queued", "running"])));
}
