import type { SitePageKind } from "@schema/api/site-page-constants";
import type { SitePageResponse } from "@schema/api/site-pages";
import type { RichText } from "@schema/content/rich-text";
import { sitePages } from "@schema/db/site-pages";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import type { SiteDbs } from "../../lib/site-databases";
import { changeWithNewVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";
import { defaultPrivacy } from "./default-privacy";
import { defaultTerms } from "./default-terms";

const EMPTY: RichText = { type: "document", children: [] };

/**
 * The platform's text of the pages a site always has (/terms, /privacy) until its creator
 * writes their own; emptied, they come back. /contact has none: the form stands alone.
 */
const DEFAULT_TEXT: Partial<Record<SitePageKind, (site: Site) => RichText>> = {
  terms: (site) => defaultTerms(site.title),
  privacy: (site) => defaultPrivacy(site),
};

/** What a site's /terms, /privacy or /contact page says: the creator's text, else the default. */
export async function readSitePage(
  db: Db,
  site: Site,
  kind: SitePageKind,
): Promise<SitePageResponse> {
  const [row] = await db
    .select({ body: sitePages.body })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, site.id), eq(sitePages.kind, kind)))
    .limit(1);
  if (row) return { kind, body: row.body, isDefault: false };
  return { kind, body: DEFAULT_TEXT[kind]?.(site) ?? EMPTY, isDefault: true };
}

/**
 * Stores the creator's text, moving the site's content version in the same batch so cached
 * copies of the page give way to the new text (docs/architecture.md §6).
 */
export async function writeSitePage(
  dbs: SiteDbs,
  site: Site,
  kind: SitePageKind,
  body: RichText,
): Promise<SitePageResponse> {
  const db = dbs.site;
  // Emptied terms or privacy go back to the platform's default: a site always has them.
  if (DEFAULT_TEXT[kind] && body.children.length === 0) {
    await changeWithNewVersion(dbs, site.id, [
      db.delete(sitePages).where(and(eq(sitePages.siteId, site.id), eq(sitePages.kind, kind))),
    ]);
    return readSitePage(db, site, kind);
  }
  await changeWithNewVersion(dbs, site.id, [
    db
      .insert(sitePages)
      .values({ siteId: site.id, kind, body })
      .onConflictDoUpdate({
        target: [sitePages.siteId, sitePages.kind],
        set: { body, updatedAt: new Date() },
      }),
  ]);
  return { kind, body, isDefault: false };
}
