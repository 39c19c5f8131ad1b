import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { catalogueSlugIndexes, createdAt, id } from "./columns";
import { imageRef } from "./images";
import { optionalSiteId } from "./sites";

/** A piece of kitchen equipment; platform-wide when site_id is null, like ingredients. */
export const equipment = sqliteTable(
  "equipment",
  {
    id: id(),
    siteId: optionalSiteId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    featuredImageId: imageRef("featured_image_id"),
    createdAt: createdAt(),
  },
  (t) => catalogueSlugIndexes("equipment", t),
);

export type Equipment = typeof equipment.$inferSelect;
