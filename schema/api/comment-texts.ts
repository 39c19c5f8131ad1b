/**
 * Words about comments that the recipe page and the API's comment e-mails both say, without
 * zod, for code that runs in the browser (as gift-texts.ts does for gifts).
 */

/** Shown for an author without a display name: neutral, and clearly not a real name. */
export const ANONYMOUS_AUTHOR = "Anonymous cook";
