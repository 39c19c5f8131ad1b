import { sites } from "@schema/db/sites";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../env";

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
