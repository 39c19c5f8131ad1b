import type {
  SubscriberImportView,
  subscriberImportBody,
  subscriberImportMappingBody,
} from "@schema/api/subscriber-imports";
import {
  type SubscriberImport,
  subscriberImportRows,
  subscriberImports,
} from "@schema/db/subscriber-imports";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import { detectFormat } from "./formats";
import { readHeader } from "./header";
import { parseSubscriberCsvKey } from "./upload";
import { subscriberImportView } from "./view";

/**
 * A subscriber import's life: the creator uploads a CSV to R2, `createImport`
 * reads its header and recognises the export, a JOBS job reads the rows into the preview
 * (read-pass.ts), the creator attests consent and `startImport` sets the second job
 * subscribing them (import-pass.ts).
 */

const badFile = (message: string) =>
  new ApiError("bad_request", message, [{ path: "key", message }]);

/** The import of this site with this id; 404 for anything else. */
export async function requireImport(db: Db, siteId: string, importId: string) {
  const [row] = await db
    .select()
    .from(subscriberImports)
    .where(and(eq(subscriberImports.id, importId), eq(subscriberImports.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound("Import");
  return row;
}

/**
 * POST manage/{siteSlug}/subscriber-imports: an uploaded file becomes an import. The same
 * key twice (a double submit) answers the first import.
 */
export async function createImport(
  env: Pick<Env, "MEDIA" | "JOBS">,
  dbs: SiteDbs,
  site: Site,
  userId: string,
  body: z.output<typeof subscriberImportBody>,
): Promise<{ view: SubscriberImportView; created: boolean }> {
  const db = dbs.site;
  // Another site's key, or one we never issued, is as unknown as a missing one.
  if (parseSubscriberCsvKey(body.key)?.siteId !== site.id) throw notFound("Upload");
  const [earlier] = await db
    .select()
    .from(subscriberImports)
    .where(and(eq(subscriberImports.siteId, site.id), eq(subscriberImports.fileKey, body.key)))
    .limit(1);
  if (earlier) return { view: await subscriberImportView(db, earlier), created: false };

  const head = await env.MEDIA.head(body.key);
  if (!head) throw badFile("Upload the file first");
  const header = await readHeader(env.MEDIA, body.key);
  if (!header) throw badFile("This file has no header row: is it a CSV export?");
  const { source, mapping } = detectFormat(header.columns);
  // The import is the site's row; who made it is named in its database (ADR 0014).
  await ensurePersonAnchor(dbs, userId);
  const [created] = await db
    .insert(subscriberImports)
    .values({
      siteId: site.id,
      createdBy: userId,
      fileName: body.fileName ?? null,
      fileKey: body.key,
      fileBytes: head.size,
      source,
      columns: header.columns,
      mapping,
      status: mapping ? "reading" : "needs_mapping",
      headerBytes: header.bytes,
      readBytes: header.bytes,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Two submits raced: the other one made it.
    const row = await db
      .select()
      .from(subscriberImports)
      .where(eq(subscriberImports.fileKey, body.key))
      .limit(1);
    if (!row[0]) throw new Error("Subscriber import vanished between insert and select");
    return { view: await subscriberImportView(db, row[0]), created: false };
  }
  if (mapping) await sendRead(env, created);
  return { view: await subscriberImportView(db, created), created: true };
}

const sendRead = (
  env: Pick<Env, "JOBS">,
  row: Pick<SubscriberImport, "id" | "siteId" | "readBytes">,
) =>
  env.JOBS.send({
    type: "subscriber-import",
    phase: "read",
    importId: row.id,
    siteId: row.siteId,
    cursor: row.readBytes,
  });

/**
 * PUT …/mapping: the creator's choice of columns; the file is read again from its first
 * row. Not while a read or the import runs.
 */
export async function remapImport(
  env: Pick<Env, "JOBS">,
  db: Db,
  site: Site,
  importId: string,
  mapping: z.output<typeof subscriberImportMappingBody>,
) {
  const row = await requireImport(db, site.id, importId);
  const outOfRange = (index: number | null, path: string) =>
    index !== null && index >= row.columns.length
      ? [{ path, message: "The file has no such column" }]
      : [];
  const issues = [...outOfRange(mapping.email, "email"), ...outOfRange(mapping.name, "name")];
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
  if (row.status !== "needs_mapping" && row.status !== "ready") {
    throw new ApiError("conflict", "Columns can be changed only before the import starts");
  }
  const [, updated] = await db.batch([
    db.delete(subscriberImportRows).where(eq(subscriberImportRows.importId, row.id)),
    db
      .update(subscriberImports)
      .set({ mapping, status: "reading", readBytes: row.headerBytes, rowsRead: 0, error: null })
      .where(
        and(
          eq(subscriberImports.id, row.id),
          inArray(subscriberImports.status, ["needs_mapping", "ready"]),
        ),
      )
      .returning(),
  ]);
  const [changed] = updated;
  if (!changed)
    throw new ApiError("conflict", "Columns can be changed only before the import starts");
  await sendRead(env, changed);
  return subscriberImportView(db, changed);
}

/**
 * POST …/start with the consent box ticked: the rows sorted `new` are subscribed by the
 * import job. Starting twice (a double click) answers the import that is running.
 */
export async function startImport(
  env: Pick<Env, "JOBS">,
  dbs: SiteDbs,
  site: Site,
  importId: string,
  userId: string,
) {
  const db = dbs.site;
  const row = await requireImport(db, site.id, importId);
  await ensurePersonAnchor(dbs, userId);
  const [started] = await db
    .update(subscriberImports)
    .set({ status: "importing", consentBy: userId, consentAt: new Date(), importedThrough: 0 })
    .where(and(eq(subscriberImports.id, row.id), eq(subscriberImports.status, "ready")))
    .returning();
  if (started) {
    await env.JOBS.send({
      type: "subscriber-import",
      phase: "import",
      importId: row.id,
      siteId: site.id,
      cursor: 0,
    });
    return subscriberImportView(db, started);
  }
  const now = await requireImport(db, site.id, importId);
  if (now.status === "importing" || now.status === "done") return subscriberImportView(db, now);
  throw new ApiError(
    "conflict",
    now.status === "reading"
      ? "The file is still being read"
      : now.status === "needs_mapping"
        ? "Choose the column with the e-mail addresses first"
        : "This import cannot start",
  );
}
