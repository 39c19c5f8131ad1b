import { z } from "zod";

/**
 * A recipe's rating as pages show it: the average of the counted ratings (one decimal),
 * how many there are, how many came with a review, and the viewer's own stars.
 */
export const ratingSummary = z
  .object({
    average: z
      .number()
      .nullable()
      .describe("Average stars, rounded to one decimal; null without ratings"),
    count: z.number().int().describe("Ratings counted (a hidden review's rating is not)"),
    reviewCount: z.number().int().describe("Counted ratings that came with a review"),
    mine: z
      .number()
      .int()
      .min(1)
      .max(5)
      .nullable()
      .describe("The viewer's own stars; null when signed out or not rated"),
  })
  .meta({ id: "RatingSummary" });
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A card's rating: only there when the recipe has ratings. */
export const cardRating = z
  .object({ average: z.number(), count: z.number().int() })
  .meta({ id: "CardRating" });
export type CardRating = z.infer<typeof cardRating>;

export const ratingResponse = z.object({ rating: ratingSummary });
export type RatingResponse = z.infer<typeof ratingResponse>;
