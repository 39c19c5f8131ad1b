import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";
import { comments } from "./comments";
import { recipeId } from "./recipes";
import { siteId } from "./sites";
import { users } from "./users";

/**
 * A reader's stars for a recipe (worker/services/ratings/CONTEXT.md): one per person and
 * recipe, optionally linked to the top-level comment that is its review. `counted` is
 * whether it is in the recipe's totals: false while its review is hidden by a manager.
 * The triggers of the hand-written migration named recipe_rating_triggers keep `counted`
 * and recipe_rating_totals right on every write, whichever code makes it (a rating, a
 * moderation, a comment or an account going).
 */
export const recipeRatings = sqliteTable(
  "recipe_ratings",
  {
    id: id(),
    siteId: siteId(),
    recipeId: recipeId(),
    /** Null: an imported rating, whose author has no account here (the review names them). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The review; its deletion takes the rating with it, as an account's "remove" does. */
    commentId: text("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    counted: bool("counted").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("recipe_ratings_recipe_user_unique").on(t.recipeId, t.userId),
    uniqueIndex("recipe_ratings_comment_unique").on(t.commentId),
    index("recipe_ratings_site_created_idx").on(t.siteId, t.createdAt),
    index("recipe_ratings_user_idx").on(t.userId),
    // Unqualified on purpose: drizzle-kit recreates tables under a temporary name.
    check("recipe_ratings_stars_check", sql`stars between 1 and 5`),
  ],
);

/**
 * A recipe's rating totals: the counted ratings' number and sum, and how many of them
 * have a review. Kept by triggers (see recipeRatings), never recounted per view; the
 * average is sum ÷ count. A recipe without a row has no ratings.
 */
export const recipeRatingTotals = sqliteTable(
  "recipe_rating_totals",
  {
    recipeId: recipeId().primaryKey(),
    siteId: siteId(),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
  },
  (t) => [index("recipe_rating_totals_site_idx").on(t.siteId)],
);

export type RecipeRating = typeof recipeRatings.$inferSelect;
