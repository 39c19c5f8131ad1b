import { sites } from "@schema/db/sites";
import { eq, isNotNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "./db";

/**
 * The databases a request may read (docs/decisions/0014-site-databases.md): the platform's
 * own, and the one holding a site's rows, which its directory row names (`sites.database`,
 * a D1 binding). A site naming none is in the platform's database, as every site is until
 * one is moved (worker/services/site-databases).
 */
export type SiteDatabases = {
  platform: Db;
  /** The database of a site whose directory row names `binding` (null: the platform's). */
  of(binding: string | null): Db;
};

/** A site whose directory row names no database, or the platform's own, lives there. */
const inPlatform = (binding: string | null) => binding === null || binding === "DB";

/** One Drizzle per binding and isolate: it holds no request state. */
const drizzles = new WeakMap<D1Database, Db>();

const isD1 = (value: unknown): value is D1Database =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as D1Database).prepare === "function" &&
  typeof (value as D1Database).batch === "function";

/**
 * `wrap`, when given, wraps each binding before use (the capacity script's meter,
 * lib/d1-meter.ts); its Drizzles are the request's own rather than the isolate's.
 */
export function siteDatabases(
  env: object,
  platform: Db,
  wrap?: (binding: D1Database) => D1Database,
): SiteDatabases {
  const wrapped = new Map<string, Db>();
  return {
    platform,
    of(binding) {
      if (inPlatform(binding)) return platform;
      const d1: unknown = (env as Record<string, unknown>)[binding];
      // A configuration error, not a request's: the deploy lacks the binding a site names.
      if (!isD1(d1)) throw new Error(`sites.database names ${binding}: no such D1 binding`);
      if (wrap) {
        const db = wrapped.get(binding) ?? (drizzle(wrap(d1)) as Db);
        wrapped.set(binding, db);
        return db;
      }
      let db = drizzles.get(d1);
      if (!db) {
        db = drizzle(d1) as Db;
        drizzles.set(d1, db);
      }
      return db;
    },
  };
}

/**
 * One site's two databases in a request: `site` holds its rows, `platform` who people are,
 * the site's staff and its directory row. The same Drizzle twice for a site not moved, which
 * services use to keep such a site's reads in one batch.
 */
export type SiteDbs = { site: Db; platform: Db };

export const siteDbsOf = (
  databases: SiteDatabases,
  site: { database: string | null },
): SiteDbs => ({
  site: databases.of(site.database),
  platform: databases.platform,
});

/** Whether the site's rows are in the platform's database: every site until one is moved. */
export const unmoved = (dbs: SiteDbs) => dbs.site === dbs.platform;

/**
 * Every database that holds sites' rows: the platform's, and each one the directory names.
 * For the cron's sweeps of site tables, which must reach every site wherever it lives.
 */
export async function everySiteDatabase(databases: SiteDatabases): Promise<Db[]> {
  const named = await databases.platform
    .selectDistinct({ database: sites.database })
    .from(sites)
    .where(isNotNull(sites.database));
  return [...new Set([databases.platform, ...named.map((row) => databases.of(row.database))])];
}

/**
 * A site named by id (a queue job, a provider's webhook), with its two databases: its
 * directory row from the platform, then the pair for its rows. Null for no such site.
 */
export async function siteWithDbs(
  databases: SiteDatabases,
  siteId: string,
): Promise<{ site: typeof sites.$inferSelect; dbs: SiteDbs } | null> {
  const [site] = await databases.platform.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return site ? { site, dbs: siteDbsOf(databases, site) } : null;
}
