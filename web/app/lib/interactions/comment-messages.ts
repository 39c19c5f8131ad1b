import { COMMENT_PLACEHOLDER_MESSAGES } from "./comment-placeholder-messages";

/**
 * The comments section's texts (docs/spec/visitor-experience.md §5, §9). A module of their own,
 * loaded with the section (the rules in comments.ts too); the two the recipe page's placeholder
 * shows at first paint come with the page from comment-placeholder-messages.ts.
 */
export const COMMENT_MESSAGES = {
  ...COMMENT_PLACEHOLDER_MESSAGES,
  empty: "No comments yet",
  hide: "Are you sure you want to hide this comment?",
  delete: "Are you sure you want to delete this comment?",
  withReplies: "This will hide all replies to this comment.",
  subscribersOnly: "Only subscribers can comment on this recipe.",
} as const;
