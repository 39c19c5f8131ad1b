/**
 * The two comments texts the recipe page's placeholder shows before the section's code
 * arrives (components/recipe/DeferredComments.tsx). Their own module: the rest of
 * comment-messages.ts then loads with the section, not with the page.
 */
export const COMMENT_PLACEHOLDER_MESSAGES = {
  loadError: "Error loading comments",
  signIn: "Sign in to comment",
} as const;
