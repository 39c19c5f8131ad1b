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

export function siteDatabases(env: object, platform: Db): SiteDatabases {
  return {
    platform,
    of(binding) {
      if (inPlatform(binding)) return platform;
      const d1: unknown = (env as Record<string, unknown>)[binding];
      // A configuration error, not a request's: the deploy lacks the binding a site names.
      if (!isD1(d1)) throw new Error(`sites.database names ${binding}: no such D1 binding`);
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
 * For the paths not yet routed by site (most of them, ADR 0014): the platform's database,
 * and a refusal, rather than a silently empty answer, for a site that lives elsewhere.
 */
export function platformOnly(platform: Db): SiteDatabases {
  return {
    platform,
    of(binding) {
      if (inPlatform(binding)) return platform;
      throw new Error(`This path does not read sites in ${binding} yet`);
    },
  };
}
