import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { imageRef } from "./images";
import { recipeId } from "./recipes";
import { siteId } from "./sites";

/** A person credited on a site's recipes (the Contributors page: name, bio, image). */
export const contributors = sqliteTable(
  "contributors",
  {
    id: id(),
    siteId: siteId(),
    name: text("name").notNull(),
    bio: text("bio"),
    imageId: imageRef("image_id"),
    /** Their own pages (a website, a profile): schema.org `sameAs` on the recipes they credit. */
    links: text("links", { mode: "json" }).$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("contributors_site_idx").on(t.siteId, t.position)],
);

export const recipeContributors = sqliteTable(
  "recipe_contributors",
  {
    recipeId: recipeId(),
    contributorId: text("contributor_id")
      .notNull()
      .references(() => contributors.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.contributorId] }),
    index("recipe_contributors_contributor_idx").on(t.contributorId),
  ],
);

export type Contributor = typeof contributors.$inferSelect;
