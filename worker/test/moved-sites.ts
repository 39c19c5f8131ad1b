import { env } from "cloudflare:test";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { moveSite } from "../services/site-databases/move-site";
import { db, placeNewSites } from "./factories";

/**
 * Tests of a site moved from the platform's database to a site database (ADR 0014), and the
 * move itself (copy, check, delete, switch).
 */

/**
 * Call at the top of a test file that moves sites out of the platform's database, where
 * every site lived before ADR 0014 and production's sites live until moved: the file's
 * sites are made there, not in the site databases the other tests use.
 */
export function withSitesOnPlatform() {
  beforeAll(() => placeNewSites("on the platform"));
  afterAll(() => placeNewSites("as the project says"));
}

/**
 * The site moved to SITE_DB_1 as the move script moves it (copy, check, switch, delete),
 * without the wait for writes begun before the mark: a test's writes are awaited.
 */
export const move = (siteId: string) => moveSite(env, siteId, "SITE_DB_1", { drainMs: 0 });

/** A site's rows of a table in one database. */
export const countIn = async (binding: D1Database, table: string, siteId: string) => {
  const row = await binding
    .prepare(`SELECT count(*) AS n FROM "${table}" WHERE "site_id" = ?`)
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n;
};

export const contentVersion = async (siteId: string) => {
  const [row] = await db()
    .select({ version: sites.contentVersion })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.version;
};
