import { siteMembers, sites } from "@schema/db/sites";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { liveSite } from "./lookup";

/** Every live site's slug, alphabetical (static generation, sitemaps, the directory). */
export async function liveSiteSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: sites.slug })
    .from(sites)
    .where(liveSite(undefined))
    .orderBy(asc(sites.slug));
  return rows.map((row) => row.slug);
}

/**
 * The live sites a person runs, by title, with their role on each. `tokenScope` is the site
 * ids an API token is limited to: such a token sees only those.
 */
export async function sitesRunBy(db: Db, userId: string, tokenScope?: readonly string[] | null) {
  const rows = await db
    .select({ site: sites, role: siteMembers.role })
    .from(siteMembers)
    .innerJoin(sites, eq(sites.id, siteMembers.siteId))
    .where(liveSite(eq(siteMembers.userId, userId)))
    .orderBy(asc(sites.title));
  return tokenScope ? rows.filter(({ site }) => tokenScope.includes(site.id)) : rows;
}
