import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { recipeId } from "./recipes";

/**
 * A recipe's nutrition label as computed from its ingredient lines when it was last saved
 * (worker/services/nutrition/CONTEXT.md): stored so no page view ever computes it. `label`
 * holds the whole-recipe and per-serving figures with their coverage.
 */
export const recipeNutrition = sqliteTable("recipe_nutrition", {
  recipeId: recipeId().primaryKey(),
  label: text("label", { mode: "json" }).notNull().$type<StoredNutritionLabel>(),
  computedAt: timestamp("computed_at").notNull(),
});

/** The stored label; worker/services/nutrition/compute.ts builds it. */
export type StoredNutritionLabel = {
  servings: number | null;
  whole: Record<string, number>;
  perServing: Record<string, number> | null;
  coverage: {
    countedLines: number;
    totalLines: number;
    measuredLines: number;
    uncounted: { usageId: string; name: string; reason: "no-quantity" | "no-food" | "no-weight" }[];
  };
  incomplete: boolean;
};
