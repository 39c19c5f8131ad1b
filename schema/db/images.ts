import {
  type AnySQLiteColumn,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { sites } from "./sites";
import { users } from "./users";

/**
 * An uploaded picture: the bytes live in R2 under `key`, this row holds what a page needs
 * to lay it out before it loads (size and the blurred placeholder).
 *
 * Videos have no table: a video is only the id of a video on a video-sharing service,
 * so recipes, instructions and collections carry it as a `video_id` column.
 */
export const images = sqliteTable(
  "images",
  {
    id: id(),
    /** Null for pictures that belong to a person rather than a site (avatars). */
    siteId: text("site_id").references(() => sites.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A tiny data-URL placeholder shown while the real image loads. */
    lqip: text("lqip"),
    bytes: integer("bytes"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("images_key_unique").on(t.key), index("images_site_idx").on(t.siteId)],
);

export type Image = typeof images.$inferSelect;

/**
 * An optional picture setting (a logo, a featured image): deleting the image clears it.
 * A hoisted function typed with AnySQLiteColumn, because sites and images refer to each
 * other and a const would not yet exist while the import cycle is being evaluated.
 */
export function imageRef(name: string) {
  return text(name).references((): AnySQLiteColumn => images.id, { onDelete: "set null" });
}
