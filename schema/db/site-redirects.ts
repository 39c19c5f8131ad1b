import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { siteId } from "./sites";

/**
 * A creator's own redirects: an old address (a path on the site's domains, as their old blog
 * had it) and where it leads now. Read only when the path is no page of the site
 * (worker/services/sites/moved-address.ts), so a page always wins over a redirect.
 */
export const siteRedirects = sqliteTable(
  "site_redirects",
  {
    id: id(),
    siteId: siteId(),
    /** The path as normalized by schema/api/manage-redirects.ts (no final slash, no query). */
    fromPath: text("from_path").notNull(),
    /** A path on the site, or a whole http(s) address elsewhere. */
    to: text("to").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("site_redirects_site_from_unique").on(t.siteId, t.fromPath),
    index("site_redirects_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

export type SiteRedirect = typeof siteRedirects.$inferSelect;
