import { index, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, timestamp, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A person's shopping list: one per account, across every site (worker/services/shopping/
 * CONTEXT.md). It is cross-site data, so it belongs with the accounts in the platform
 * database; recipes, sites and catalogue rows live beside a site's content, so their ids are
 * kept here without foreign keys and checked in code (docs/architecture.md §10).
 */
export const shoppingListLines = sqliteTable(
  "shopping_list_lines",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The catalogue ingredient lines of recipes merge on; null for a line added by hand. */
    ingredientId: text("ingredient_id"),
    name: text("name").notNull(),
    /** The amount as the list shows it ("1¼", "500", ""), and its unit ("cups", "g", ""). */
    amount: text("amount").notNull().default(""),
    unit: text("unit").notNull().default(""),
    /**
     * What merging adds up: a volume in ml or a weight in g (`measure`, `measureAmount`), or
     * else a count of `unitId` (null unit: a bare count, "3 eggs") in `count`.
     */
    measure: text("measure", { enum: ["volume", "weight"] }),
    measureAmount: real("measure_amount"),
    unitId: text("unit_id"),
    count: real("count"),
    /** The units the amount is shown in: those of the latest recipe added to the line. */
    system: text("system", { enum: ["metric", "imperial"] })
      .notNull()
      .default("imperial"),
    aisle: text("aisle").notNull(),
    checked: bool("checked").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("shopping_list_lines_user_idx").on(t.userId, t.createdAt)],
);

/** Which recipe put (part of) a line on the list, and how much of it. */
export const shoppingListSources = sqliteTable(
  "shopping_list_sources",
  {
    id: id(),
    lineId: text("line_id")
      .notNull()
      .references(() => shoppingListLines.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    siteSlug: text("site_slug").notNull(),
    recipeId: text("recipe_id").notNull(),
    recipeSlug: text("recipe_slug").notNull(),
    /** As the recipe was titled when it was added: the list outlives renames and deletions. */
    recipeTitle: text("recipe_title").notNull(),
    /** What this recipe contributed, as its page showed it at that scale ("2 cups"). */
    amount: text("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shopping_list_sources_line_idx").on(t.lineId)],
);

/**
 * Client request ids of list changes already applied, so a retried request (a phone on a
 * patchy connection, a queue replayed after being offline) is applied once. Kept a day.
 */
export const shoppingListRequests = sqliteTable(
  "shopping_list_requests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestId: text("request_id").notNull(),
    createdAt: timestamp("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] })],
);

export type ShoppingListLine = typeof shoppingListLines.$inferSelect;
export type ShoppingListSource = typeof shoppingListSources.$inferSelect;
