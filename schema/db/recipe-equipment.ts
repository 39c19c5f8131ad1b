import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";
import { equipment } from "./equipment";
import { imageRef } from "./images";
import { recipeId } from "./recipes";

/** A piece of equipment a recipe needs ("key equipment" strip), in order. */
export const equipmentUsages = sqliteTable(
  "equipment_usages",
  {
    id: id(),
    recipeId: recipeId(),
    position: integer("position").notNull(),
    // NO ACTION, as for ingredients: an entry in use cannot be removed from the catalogue.
    equipmentId: text("equipment_id")
      .notNull()
      .references(() => equipment.id),
    link: text("link"),
    note: text("note"),
    imageOverrideId: imageRef("image_override_id"),
    equipmentTitleOverride: text("equipment_title_override"),
  },
  (t) => [
    index("equipment_usages_recipe_idx").on(t.recipeId, t.position),
    index("equipment_usages_equipment_idx").on(t.equipmentId),
  ],
);

export type EquipmentUsage = typeof equipmentUsages.$inferSelect;
