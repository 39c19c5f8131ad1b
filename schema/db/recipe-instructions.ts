import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, richText } from "./columns";
import { images } from "./images";
import { recipeId } from "./recipes";

/** A titled block of a recipe's method ("Make the sauce"), in order. */
export const instructionGroups = sqliteTable(
  "instruction_groups",
  {
    id: id(),
    recipeId: recipeId(),
    position: integer("position").notNull(),
    title: text("title"),
    note: richText("note"),
  },
  (t) => [index("instruction_groups_recipe_idx").on(t.recipeId, t.position)],
);

/** One numbered step. recipe_id is repeated from the group for whole-recipe loads. */
export const instructions = sqliteTable(
  "instructions",
  {
    id: id(),
    recipeId: recipeId(),
    groupId: text("group_id")
      .notNull()
      .references(() => instructionGroups.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Null content hides the step (docs/spec/visitor-experience.md §5: treated as hidden). */
    content: richText("content"),
    timerMinutes: integer("timer_minutes"),
    note: richText("note"),
    videoId: text("video_id"),
  },
  (t) => [
    index("instructions_group_idx").on(t.groupId, t.position),
    index("instructions_recipe_idx").on(t.recipeId),
  ],
);

/** A step's pictures, in order. */
export const instructionImages = sqliteTable(
  "instruction_images",
  {
    instructionId: text("instruction_id")
      .notNull()
      .references(() => instructions.id, { onDelete: "cascade" }),
    imageId: text("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instructionId, t.imageId] }),
    index("instruction_images_instruction_idx").on(t.instructionId, t.position),
    index("instruction_images_image_idx").on(t.imageId),
  ],
);

export type InstructionGroup = typeof instructionGroups.$inferSelect;
export type Instruction = typeof instructions.$inferSelect;
export type InstructionImage = typeof instructionImages.$inferSelect;
