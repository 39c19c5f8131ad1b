import { applyD1Migrations, env } from "cloudflare:test";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { moveSite } from "../services/site-databases/move-site";
import { emptyDatabase } from "./empty-storage";
import { db } from "./factories";

/**
 * Tests of a site moved to a site database (ADR 0014): `SITE_DB_1` migrated and emptied
 * around the file's tests, and the move itself (copy, check, delete, switch).
 */

/** Call at the top of a test file that moves sites. */
export function withSiteDatabase() {
  beforeAll(async () => {
    await applyD1Migrations(env.SITE_DB_1, env.TEST_MIGRATIONS);
    await emptyDatabase(env.SITE_DB_1);
  });
  afterAll(() => emptyDatabase(env.SITE_DB_1));
}

/** The site moved to SITE_DB_1 as the move script moves it (copy, check, switch, delete). */
export const move = (siteId: string) => moveSite(env, siteId, "SITE_DB_1");

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
