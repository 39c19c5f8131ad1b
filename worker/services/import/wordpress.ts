import type { WordpressImportView } from "@schema/api/recipe-import";
import { wordpressImportItems, wordpressImports } from "@schema/db/recipe-imports";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import { type SiteDatabases, type SiteDbs, siteWithDbs } from "../../lib/site-databases";
import { refuseWorkWhileMoving } from "../../lib/site-moving";
import type { WordpressImportJob } from "../../queues/jobs";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import { buildDraft } from "./build-draft";
import { createImportedDraft, findImported } from "./create-draft";
import { importedCommentColumns, importedCommentsSummary } from "./imported-comments-summary";
import { transportFor } from "./page-fetcher";
import { loadContext } from "./parse-recipe";
import type { SourceRecipe } from "./source-recipe";
import { importItemComments } from "./wordpress-comments";
import { readWxr } from "./wxr";

/**
 * Bulk import from a WordPress export: the upload is read at once into one item per recipe,
 * and each item becomes a draft through its own JOBS message, so a big export is many small
 * pieces of work that retry on their own. A recipe whose address was imported before (by
 * this upload's retry, an earlier upload, or "Import a recipe") is skipped.
 */
export async function startWordpressImport(
  env: Pick<Env, "JOBS">,
  dbs: SiteDbs,
  site: Site,
  userId: string,
  upload: { xml: string; fileName?: string | null },
): Promise<WordpressImportView> {
  const db = dbs.site;
  const recipes = readWxr(upload.xml);
  if (!recipes.length) {
    throw new ApiError(
      "bad_request",
      "The export has no WP Recipe Maker or Tasty Recipes recipes",
      [{ path: "xml", message: "No recipes found in this file" }],
    );
  }
  const importId = crypto.randomUUID();
  const earlier = await Promise.all(
    recipes.map((recipe) => findImported(db, site.id, recipe.sourceUrl)),
  );
  // The import is the site's row; whoever started it is named in its database (ADR 0014).
  await ensurePersonAnchor(dbs, userId);
  await db.batch([
    db.insert(wordpressImports).values({
      id: importId,
      siteId: site.id,
      createdBy: userId,
      fileName: upload.fileName ?? null,
    }),
    ...recipes.map((recipe, position) =>
      db.insert(wordpressImportItems).values({
        importId,
        position,
        title: recipe.title.slice(0, 200),
        sourceUrl: recipe.sourceUrl,
        source: recipe.source,
        status: earlier[position] ? "skipped" : "queued",
        recipeId: earlier[position]?.id ?? null,
        message: earlier[position] ? "Imported before" : null,
        comments: recipe.comments.length ? recipe.comments : null,
      }),
    ),
  ]);
  const jobs = recipes
    .map((_, position) => position)
    // A recipe imported before still gets a message when its export brings comments.
    .filter((position) => !earlier[position] || recipes[position]?.comments.length)
    .map((position) => ({
      body: { type: "wordpress-import-recipe", importId, position, siteId: site.id } as const,
    }));
  for (let start = 0; start < jobs.length; start += 100) {
    await env.JOBS.sendBatch(jobs.slice(start, start + 100));
  }
  return wordpressImportProgress(db, site.id, importId);
}

/**
 * The import's site and its databases: named by the message, or (a message queued before
 * sites could move) found through the import's row on the platform.
 */
async function importSite(databases: SiteDatabases, job: WordpressImportJob) {
  if (job.siteId) return siteWithDbs(databases, job.siteId);
  const [row] = await databases.platform
    .select({ siteId: wordpressImports.siteId })
    .from(wordpressImports)
    .where(eq(wordpressImports.id, job.importId))
    .limit(1);
  return row ? siteWithDbs(databases, row.siteId) : null;
}

/** One recipe of an export becomes a draft; a redelivered message finds its item done. */
export async function runWordpressImportJob(
  env: Env,
  databases: SiteDatabases,
  job: WordpressImportJob,
) {
  const found = await importSite(databases, job);
  if (!found) return;
  refuseWorkWhileMoving(found.site);
  const { site, dbs } = found;
  const db = dbs.site;
  const [held] = await db
    .select({ item: wordpressImportItems, upload: wordpressImports })
    .from(wordpressImportItems)
    .innerJoin(wordpressImports, eq(wordpressImports.id, wordpressImportItems.importId))
    .where(
      and(
        eq(wordpressImportItems.importId, job.importId),
        eq(wordpressImportItems.position, job.position),
        eq(wordpressImports.siteId, site.id),
      ),
    )
    .limit(1);
  const row = held ? { ...held, site } : undefined;
  if (row && row.item.status !== "queued") await importItemComments(db, row.site.id, row.item);
  if (row?.item.status !== "queued") return;
  const where = and(
    eq(wordpressImportItems.importId, job.importId),
    eq(wordpressImportItems.position, job.position),
  );
  const recipeId = await jobRecipeId(job);
  let imported: string | null = null;
  try {
    const context = await loadContext(databases, row.site);
    const parsed = buildDraft(row.item.source as SourceRecipe, {
      ...context,
      sourceUrl: row.item.sourceUrl,
    });
    const result = await createImportedDraft(
      env,
      dbs,
      row.site,
      row.upload.createdBy,
      { draft: parsed.draft },
      {
        transport: transportFor(env),
      },
    );
    const warnings = [...parsed.warnings, ...result.warnings].map((warning) => warning.message);
    await db
      .update(wordpressImportItems)
      .set({
        status: result.created ? "created" : "skipped",
        recipeId: result.recipe.id,
        message: result.created ? warnings.join(" ") || null : "Imported before",
      })
      .where(where);
    imported = result.recipe.id;
  } catch (error) {
    // Another delivery of this message got there first: its recipe is this item's.
    if (await findImported(db, row.site.id, row.item.sourceUrl)) {
      await db
        .update(wordpressImportItems)
        .set({ status: "created", recipeId, message: null })
        .where(where);
      return;
    }
    // A recipe the write shape refuses will not get better on a retry: say so and move on.
    if (!(error instanceof ApiError)) throw error;
    await db
      .update(wordpressImportItems)
      .set({ status: "failed", message: error.message })
      .where(where);
  }
  // Outside the try: a failure here is retried with the message, not taken for a failed recipe.
  if (imported) await importItemComments(db, row.site.id, { ...row.item, recipeId: imported });
}

/** The same recipe id for every delivery of one item's message (a v4-shaped hash). */
async function jobRecipeId(job: WordpressImportJob): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode(`${job.importId}:${job.position}`),
    ),
  );
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x40;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export async function wordpressImportProgress(
  db: Db,
  siteId: string,
  importId: string,
): Promise<WordpressImportView> {
  const [upload] = await db
    .select()
    .from(wordpressImports)
    .where(and(eq(wordpressImports.id, importId), eq(wordpressImports.siteId, siteId)))
    .limit(1);
  if (!upload) throw notFound("Import");
  const items = await db
    .select({
      position: wordpressImportItems.position,
      title: wordpressImportItems.title,
      sourceUrl: wordpressImportItems.sourceUrl,
      status: wordpressImportItems.status,
      recipeId: wordpressImportItems.recipeId,
      message: wordpressImportItems.message,
      ...importedCommentColumns,
    })
    .from(wordpressImportItems)
    .where(eq(wordpressImportItems.importId, importId))
    .orderBy(asc(wordpressImportItems.position));
  return {
    id: upload.id,
    fileName: upload.fileName,
    createdAt: upload.createdAt.toISOString(),
    ...importedCommentsSummary(items),
  };
}
