import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, richText } from "./columns";
import { ingredients } from "./ingredients";
import { recipeId } from "./recipes";
import { units } from "./units";

/** A titled block of a recipe's ingredient list ("For the dough"), in order. */
export const ingredientUsageGroups = sqliteTable(
  "ingredient_usage_groups",
  {
    id: id(),
    recipeId: recipeId(),
    position: integer("position").notNull(),
    title: text("title"),
    note: richText("note"),
  },
  (t) => [index("ingredient_usage_groups_recipe_idx").on(t.recipeId, t.position)],
);

/**
 * One line of an ingredient list. Its id is stable because rich text elsewhere in the
 * recipe refers to it (ingredient-usage-reference nodes). recipe_id is repeated from the
 * group so a whole recipe's lines load (and count) in one indexed query.
 */
export const ingredientUsages = sqliteTable(
  "ingredient_usages",
  {
    id: id(),
    recipeId: recipeId(),
    groupId: text("group_id")
      .notNull()
      .references(() => ingredientUsageGroups.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    quantityMin: real("quantity_min"),
    quantityMax: real("quantity_max"),
    // Catalogue references use the default NO ACTION: checked at the end of the statement,
    // so deleting a site with its own catalogue and recipes together still works, while
    // deleting a catalogue entry that is still in use fails.
    unitId: text("unit_id").references(() => units.id),
    /** Null for a free-text line (then ingredientTitleOverride names it). */
    ingredientId: text("ingredient_id").references(() => ingredients.id),
    preparation: richText("preparation"),
    ingredientTitleOverride: text("ingredient_title_override"),
    link: text("link"),
    note: richText("note"),
    /** The USDA food (NDB number) this line counts as, instead of its ingredient's match. */
    foodNdb: text("food_ndb"),
  },
  (t) => [
    index("ingredient_usages_group_idx").on(t.groupId, t.position),
    index("ingredient_usages_recipe_idx").on(t.recipeId),
    index("ingredient_usages_ingredient_idx").on(t.ingredientId),
    index("ingredient_usages_unit_idx").on(t.unitId),
  ],
);

export type IngredientUsageGroup = typeof ingredientUsageGroups.$inferSelect;
export type IngredientUsage = typeof ingredientUsages.$inferSelect;
