import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SITE_PAGE_KINDS } from "../api/site-page-constants";
import { richText, updatedAt } from "./columns";
import { siteId } from "./sites";

/**
 * /terms, /privacy and /contact. A site without a row shows the platform's default text
 * (terms, privacy) or none (contact: the form alone), so a new site has them from its first day.
 */
export const sitePages = sqliteTable(
  "site_pages",
  {
    siteId: siteId(),
    kind: text("kind", { enum: SITE_PAGE_KINDS }).notNull(),
    body: richText("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind] })],
);
