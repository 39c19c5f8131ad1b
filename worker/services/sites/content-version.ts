import { sites } from "@schema/db/sites";
import { eq, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "../../env";
import { type SiteDbs, unmoved } from "../../lib/site-databases";

/**
 * The statement that moves a site's content version on (docs/architecture.md §6: the edge cache
 * key). It rides in the same batch as the change it announces, so the version never moves
 * without the change, nor the change without the version.
 */
export const bumpContentVersion = (db: Db, siteId: string) =>
  db
    .update(sites)
    .set({ contentVersion: sql`${sites.contentVersion} + 1` })
    .where(eq(sites.id, siteId));

/**
 * A change to a site's rows with its content version moved. For a site not moved, one
 * batch, as above. A moved site keeps its rows in its own database and its version in the
 * platform's directory row (ADR 0014), so the change is written first and the version
 * after: a failure between them leaves a change that cached pages show at the next move of
 * the version, never a version moved for a change that was not made. Answers the change's
 * results, as its batch would.
 */
export async function changeWithNewVersion<
  T extends [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
>(dbs: SiteDbs, siteId: string, change: T): Promise<BatchResponse<T>> {
  if (unmoved(dbs)) {
    const results = await dbs.site.batch([...change, bumpContentVersion(dbs.platform, siteId)]);
    return results.slice(0, change.length) as BatchResponse<T>;
  }
  const results = await dbs.site.batch(change);
  await bumpContentVersion(dbs.platform, siteId);
  return results;
}
