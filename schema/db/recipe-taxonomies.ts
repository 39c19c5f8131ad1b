import { index, primaryKey, type SQLiteColumn, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { recipeId } from "./recipes";
import { cuisines, diets, foodCategories, meals, methods, tags } from "./taxonomies";

/**
 * The recipe side of the six filters. The index on the taxonomy column serves the
 * per-filter recipe counts and "recipes with this cuisine" lookups.
 */
const recipeTaxonomy = (name: string, column: string, target: () => SQLiteColumn) =>
  sqliteTable(
    name,
    {
      recipeId: recipeId(),
      taxonomyId: text(column).notNull().references(target, { onDelete: "cascade" }),
    },
    (t) => [
      primaryKey({ columns: [t.recipeId, t.taxonomyId] }),
      index(`${name}_${column.replace(/_id$/, "")}_idx`).on(t.taxonomyId),
    ],
  );

export const recipeTags = recipeTaxonomy("recipe_tags", "tag_id", () => tags.id);
export const recipeMethods = recipeTaxonomy("recipe_methods", "method_id", () => methods.id);
export const recipeFoodCategories = recipeTaxonomy(
  "recipe_food_categories",
  "food_category_id",
  () => foodCategories.id,
);
export const recipeMeals = recipeTaxonomy("recipe_meals", "meal_id", () => meals.id);
export const recipeCuisines = recipeTaxonomy("recipe_cuisines", "cuisine_id", () => cuisines.id);
export const recipeDiets = recipeTaxonomy("recipe_diets", "diet_id", () => diets.id);

export type RecipeTaxonomyLink = typeof recipeTags.$inferSelect;
