/**
 * Lengths of the /contact form's fields, without zod, for the form's maxLength in the
 * browser (site-pages.ts builds its rules from these: one source of truth).
 */
export const CONTACT_LIMITS = { name: 120, message: 5_000 } as const;
