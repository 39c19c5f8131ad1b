import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import type { Env } from "../../env";
import type { SiteDatabases } from "../../lib/site-databases";
import { cancelDeletedSiteSubscriptions } from "../payments/closing";
import { sitesDueForPurge } from "./site";

/** Sites hard-deleted per cron run: each is an R2 listing or more and a cascade in D1. */
const SITES_PER_RUN = 5;
/** R2 deletes up to 1,000 keys per call; a listing page is at most that. */
const KEYS_PER_PAGE = 1000;

/** Every object under the prefix, a page at a time (a D1 cascade never reaches R2). */
export async function purgeMediaPrefix(bucket: R2Bucket, prefix: string) {
  let removed = 0;
  for (;;) {
    // Always the first page: what was listed is gone, so the next call lists what is left.
    const page = await bucket.list({ prefix, limit: KEYS_PER_PAGE });
    if (page.objects.length === 0) return removed;
    await bucket.delete(page.objects.map((object) => object.key));
    removed += page.objects.length;
    if (!page.truncated) return removed;
  }
}

/**
 * The cron's hard delete (worker/index.ts): for each site whose undo window has ended,
 * any paid subscription still running is cancelled (the deletion's JOBS message may have
 * failed for good), its pictures are removed from R2 under `sites/{id}/`, and then its row,
 * which takes every product row with it (ON DELETE CASCADE): in a site database its anchor
 * first (ADR 0014), then the platform's directory row. R2 goes first: a run that dies
 * halfway leaves the directory row, so the next run finds the site and finishes. Rerunning
 * is safe.
 */
export async function purgeDeletedSites(databases: SiteDatabases, env: Env, now = new Date()) {
  const db = databases.platform;
  const due = await sitesDueForPurge(db, now, SITES_PER_RUN);
  const purged: string[] = [];
  for (const site of due) {
    await cancelDeletedSiteSubscriptions(databases, env, site.id);
    await purgeMediaPrefix(env.MEDIA, `sites/${site.id}/`);
    const siteDb = databases.of(site.database);
    if (siteDb !== db) await siteDb.delete(sites).where(eq(sites.id, site.id));
    await db.delete(sites).where(eq(sites.id, site.id));
    purged.push(site.id);
  }
  return { purged };
}
