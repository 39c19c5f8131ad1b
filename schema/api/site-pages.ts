import { z } from "zod";
import { richTextSchema } from "../content/rich-text";
import { email, slug } from "./common";
import { CONTACT_LIMITS, SITE_PAGE_KINDS } from "./site-page-constants";

/**
 * /terms, /privacy and /contact: the text the creator writes in the kitchen
 * (docs/spec/platform-and-kitchen.md §2).
 */
export const sitePageParam = z.object({ siteSlug: slug, kind: z.enum(SITE_PAGE_KINDS) });

/** PUT manage/{siteSlug}/site-pages/{kind}. */
export const sitePageBody = z.object({ body: richTextSchema });

/** GET site/… and manage/{siteSlug}/site-pages/{kind}. */
export type { SitePageResponse } from "./answers/site-pages";

/** POST site/{siteSlug}/contact-messages: the /contact form. */
export const contactMessageBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name")
    .max(CONTACT_LIMITS.name, `Keep your name under ${CONTACT_LIMITS.name} characters`),
  email,
  message: z
    .string()
    .trim()
    .min(1, "Please write a message")
    .max(CONTACT_LIMITS.message, `Keep your message under ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessageInput = z.input<typeof contactMessageBody>;
