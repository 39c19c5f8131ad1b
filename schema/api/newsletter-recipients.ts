/**
 * Who a newsletter send goes to, of the site's audience: everyone, the readers with paid
 * access (a paid plan or a comp), or the others. Without zod, as newsletter-links.ts, so the
 * answers' schemas and the kitchen's words both read it.
 */
export const NEWSLETTER_RECIPIENTS = ["everyone", "paid", "free"] as const;
export type NewsletterRecipients = (typeof NEWSLETTER_RECIPIENTS)[number];
