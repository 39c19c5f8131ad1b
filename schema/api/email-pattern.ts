/**
 * The e-mail rule without zod, for code that runs in the browser: importing common.ts there
 * would ship zod (~25 kB gzipped) to every visitor for one regular expression.
 * common.ts builds its zod rule from these two constants: one source of truth.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
