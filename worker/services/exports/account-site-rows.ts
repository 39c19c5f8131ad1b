import { sites } from "@schema/db/sites";
import type { Db } from "../../env";
import { inIdList } from "../../lib/sql-id-list";

/**
 * A reader's rows in the sites' databases (ADR 0014), each named with its site from the
 * platform's directory: the account archive's comments, subscriptions, gifts and ratings.
 */

/** The pages of each database in turn. */
export async function* inEach<T>(databases: readonly Db[], pages: (db: Db) => AsyncIterable<T[]>) {
  for (const db of databases) yield* pages(db);
}

export type SiteName = { slug: string; title: string };

/** Sites' slugs and titles from the platform's directory, each asked once per archive. */
export function siteNames(platform: Db) {
  const known = new Map<string, SiteName>();
  return async (ids: readonly string[]) => {
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length) {
      const rows = await platform
        .select({ id: sites.id, slug: sites.slug, title: sites.title })
        .from(sites)
        .where(inIdList(sites.id, missing));
      for (const { id, ...site } of rows) known.set(id, site);
    }
    return known;
  };
}

/** Each row with its site's name; a row whose site is gone is left out, as a join would. */
export async function* withSites<T extends { siteId: string }, U>(
  named: ReturnType<typeof siteNames>,
  pages: AsyncIterable<T[]>,
  map: (row: T, site: SiteName) => U,
) {
  for await (const page of pages) {
    const known = await named(page.map((row) => row.siteId));
    yield page.flatMap((row) => {
      const site = known.get(row.siteId);
      return site ? [map(row, site)] : [];
    });
  }
}
