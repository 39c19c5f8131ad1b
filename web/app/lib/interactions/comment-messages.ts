/**
 * The comments section's texts (docs/spec/visitor-experience.md §5, §9). A module of their own: the
 * recipe page's placeholder for the comments shows two of them at first paint, while the rules in
 * comments.ts load with the section itself.
 */
export const COMMENT_MESSAGES = {
  loadError: "Error loading comments",
  empty: "No comments yet",
  signIn: "Sign in to comment",
  hide: "Are you sure you want to hide this comment?",
  delete: "Are you sure you want to delete this comment?",
  withReplies: "This will hide all replies to this comment.",
  subscribersOnly: "Only subscribers can comment on this recipe.",
} as const;
