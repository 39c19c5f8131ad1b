import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, timestamp } from "./columns";
import { recipeId } from "./recipes";

/**
 * A recipe's nutrition (worker/services/nutrition/CONTEXT.md): the label computed from its
 * ingredient lines when it was last saved, stored so no page view ever computes it, beside
 * the creator's choices: figures of their own (typed, or kept from an imported page) and
 * whether the label is hidden.
 */
export const recipeNutrition = sqliteTable("recipe_nutrition", {
  recipeId: recipeId().primaryKey(),
  label: text("label", { mode: "json" }).notNull().$type<StoredNutritionLabel>(),
  computedAt: timestamp("computed_at").notNull(),
  /** Per serving; shown instead of the computed label when set. */
  authorValues: text("author_values", { mode: "json" }).$type<AuthorNutrients>(),
  /** Whether authorValues were typed in the kitchen or kept from an imported page. */
  authorSource: text("author_source", { enum: ["author", "imported"] }),
  hidden: bool("hidden").notNull().default(false),
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
    /** Counted lines too heavy to be meant (absent from labels stored before it existed). */
    implausible?: string[];
  };
  incomplete: boolean;
};

/** An author's per-serving figures: only the nutrients they gave (calories always). */
export type AuthorNutrients = { calories: number } & Partial<Record<string, number>>;
