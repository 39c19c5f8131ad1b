/**
 * Constants of the /terms, /privacy and /contact pages without zod or Drizzle, so the browser (the
 * contact form's maxLength, the kitchen's editors) and the table can share them.
 */

/** The site pages whose text the creator writes in the kitchen. */
export const SITE_PAGE_KINDS = ["terms", "privacy", "contact"] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

/** Lengths of the /contact form's fields (site-pages.ts builds its rules from these). */
export const CONTACT_LIMITS = { name: 120, message: 5_000 } as const;
