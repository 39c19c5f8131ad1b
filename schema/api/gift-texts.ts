/**
 * The gift dialog's words and limits without zod, for code that runs in the browser
 * (as email-pattern.ts does for the e-mail rule); gifts.ts builds its zod shapes from these.
 */

/** The longest message a giver may add to a gift e-mail. */
export const GIFT_MESSAGE_MAX = 500;

/** The sentence the Gift dialog shows (docs/spec/visitor-experience.md §9). */
export const giftsLeftText = (left: number) =>
  `You have ${left} remaining gift ${left === 1 ? "recipe" : "recipes"} to share with friends`;
