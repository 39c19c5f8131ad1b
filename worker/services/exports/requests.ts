import type { DataExportView } from "@schema/api/data-exports";
import { type DataExport, dataExports } from "@schema/db/data-exports";
import { sites } from "@schema/db/sites";
import { and, desc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import { EXPORT_LINK_TTL_MS, exportDownloadUrl, verifyExportDownload } from "./download-link";

/** How many past exports the kitchen and the account area list. */
const LISTED = 10;

type Owner = { kind: "site"; siteId: string; userId: string } | { kind: "account"; userId: string };

const ownedBy = (owner: Owner) =>
  owner.kind === "site"
    ? and(eq(dataExports.kind, "site"), eq(dataExports.siteId, owner.siteId))
    : and(eq(dataExports.kind, "account"), eq(dataExports.userId, owner.userId));

/**
 * Asks for an export: a row in "queued" and its JOBS message. One at a time: while an
 * export of the same site (or the same reader's data) is queued or running, asking again
 * answers that one instead of starting a second.
 */
export async function startExport(
  env: Pick<Env, "JOBS">,
  db: Db,
  owner: Owner,
): Promise<{ row: DataExport; created: boolean }> {
  const [live] = await db
    .select()
    .from(dataExports)
    .where(and(ownedBy(owner), inArray(dataExports.state, ["queued", "running"])))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  if (live) return { row: live, created: false };
  const [row] = await db
    .insert(dataExports)
    .values({
      kind: owner.kind,
      siteId: owner.kind === "site" ? owner.siteId : null,
      userId: owner.userId,
    })
    .returning();
  if (!row) throw new Error("The export row was not written");
  try {
    await env.JOBS.send({ type: "data-export", exportId: row.id });
  } catch (error) {
    // Without its message the row would wait forever, and block the next request.
    await db.delete(dataExports).where(eq(dataExports.id, row.id));
    throw error;
  }
  return { row, created: true };
}

export async function listExports(env: Env, db: Db, owner: Owner): Promise<DataExportView[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(ownedBy(owner))
    .orderBy(desc(dataExports.createdAt))
    .limit(LISTED);
  return Promise.all(rows.map((row) => exportView(env, row)));
}

export async function exportView(
  env: Env,
  row: DataExport,
  now = Date.now(),
): Promise<DataExportView> {
  const live =
    row.state === "done" &&
    row.objectKey !== null &&
    row.completedAt !== null &&
    row.completedAt.getTime() + EXPORT_LINK_TTL_MS > now;
  const link =
    live && row.completedAt ? await exportDownloadUrl(env, row.id, row.completedAt) : null;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    counts: row.counts ?? null,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    downloadUrl: link?.url ?? null,
    expiresAt: link ? new Date(link.expires).toISOString() : null,
  };
}

/** The archive a signed link names: its R2 object, or 404 for anything else. */
export async function openExportDownload(
  env: Env,
  db: Db,
  exportId: string,
  link: { expires: number; signature: string },
) {
  if (!(await verifyExportDownload(env, exportId, link))) throw notFound("Export");
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (row?.state !== "done" || !row.objectKey || !row.completedAt) throw notFound("Export");
  const object = await env.MEDIA.get(row.objectKey);
  if (!object) throw notFound("Export");
  const day = row.completedAt.toISOString().slice(0, 10);
  const [site] = row.siteId
    ? await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, row.siteId))
    : [];
  // Slugs are lowercase letters, digits and dashes: safe inside the quoted file name.
  return { object, fileName: `${site?.slug ?? "my-data"}-export-${day}.zip` };
}

/**
 * The cron's sweep: archives whose link has expired leave R2 (the row stays, for the list).
 * A few at a time; the cron runs every minute.
 */
export async function purgeExpiredExports(db: Db, env: Pick<Env, "MEDIA">, now = Date.now()) {
  const expired = await db
    .select({ id: dataExports.id, objectKey: dataExports.objectKey })
    .from(dataExports)
    .where(
      and(
        isNotNull(dataExports.objectKey),
        lt(dataExports.completedAt, new Date(now - EXPORT_LINK_TTL_MS)),
      ),
    )
    .limit(50);
  for (const row of expired) {
    if (row.objectKey) await env.MEDIA.delete(row.objectKey);
    await db.update(dataExports).set({ objectKey: null }).where(eq(dataExports.id, row.id));
  }
}
