/**
 * The e-mail rule without zod, for code that runs in the browser: importing common.ts there
 * would ship zod (~25 kB gzipped) to every visitor for one regular expression.
 * common.ts builds its zod rule from these two constants: one source of truth.
 *
 * No spaces or second @, and no lone surrogate: half of an emoji's UTF-16 pair, which JSON can
 * spell as "\ud800" and no mail system can carry (encoding it for a link or a key throws).
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cs}]+@[^\s@\p{Cs}]+\.[^\s@\p{Cs}]+$/u;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
