import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { richText, updatedAt } from "./columns";
import { siteId } from "./sites";

/** The site pages whose text the creator writes in the kitchen, one row per page. */
export const sitePageKinds = ["terms", "contact"] as const;
export type SitePageKind = (typeof sitePageKinds)[number];

/**
 * /terms and /contact. A site without a row shows the platform's default text (terms) or
 * none (contact: the form alone), so a new site has both pages from its first day.
 */
export const sitePages = sqliteTable(
  "site_pages",
  {
    siteId: siteId(),
    kind: text("kind", { enum: sitePageKinds }).notNull(),
    body: richText("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind] })],
);
