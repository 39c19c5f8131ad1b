import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The USDA SR26 foods the kitchen offers (worker/services/nutrition/CONTEXT.md), all 8,463.
 * Empty after the migrations: a deploy and seed step fills it from the committed data file
 * (schema/reference/usda-sr26-foods.ndjson, docs/decisions/0012), never a migration, so the
 * worker tests, which apply every migration per file, do not pay for 8,463 rows.
 *
 * Nutrients and household measures are read only with their food (a recipe's lines need
 * whole foods), so they are JSON columns of its row: one row per food, one query per save.
 * usda_food_search (migration, FTS5) indexes the descriptions.
 */
export const usdaFoods = sqliteTable("usda_foods", {
  /** NDB number, five digits with leading zeros. */
  ndb: text("ndb").primaryKey(),
  description: text("description").notNull(),
  /** USDA's food group ("Dairy and Egg Products"). */
  foodGroup: text("food_group").notNull(),
  /** Per 100 g of the edible portion, in NUTRIENTS order; null where USDA gives no value. */
  per100g: text("per_100g", { mode: "json" }).notNull().$type<(number | null)[]>(),
  /** Household measures as [grams of one, measure], in USDA's order. */
  measures: text("measures", { mode: "json" }).notNull().$type<[number, string][]>(),
});
