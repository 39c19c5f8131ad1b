import { z } from "zod";
import { slug } from "./common";
import { NEWSLETTER_LINKS } from "./newsletter-links";
import { NEWSLETTER_RECIPIENTS } from "./newsletter-recipients";

/**
 * Newsletters: the kitchen's sends, preview, test send, audience and
 * suppression list, and the site's unsubscribe calls.
 */

export const NEWSLETTER_NOTE_MAX = 2_000;
export const MAILING_ADDRESS_MAX = 500;
export const IDEMPOTENCY_KEY_MAX = 255;

const note = z.string().trim().max(NEWSLETTER_NOTE_MAX).nullable();

/** Who a send goes to (newsletter-recipients.ts). */
export const newsletterRecipients = z
  .enum(NEWSLETTER_RECIPIENTS)
  .default("everyone")
  .describe("everyone; paid: readers with paid access (a paid plan or a comp); free: the others");

/** The newsletter asked for with a publish or a schedule: its note, and who gets it. */
export const newsletterRequestBody = z.object({ note, recipients: newsletterRecipients });

/** POST manage/{siteSlug}/newsletter-sends (header Idempotency-Key optional). */
export const newsletterSendBody = z.object({
  recipeId: z.uuid(),
  note,
  recipients: newsletterRecipients,
});

/** The optional Idempotency-Key header of the POST above. */
export const idempotencyKeyHeader = z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX);

/** GET manage/{siteSlug}/newsletter-sends?recipeId= */
export const newsletterSendListQuery = z.object({ recipeId: z.uuid().optional() });

/** POST manage/{siteSlug}/newsletter-previews: the e-mail as a free or a paid reader gets it. */
export const newsletterPreviewBody = z.object({
  recipeId: z.uuid(),
  note,
  audience: z.enum(["paid", "free"]),
});

/**
 * POST manage/{siteSlug}/newsletter-test-sends: the e-mail to the signed-in manager, as a paid
 * reader gets it (the whole recipe) unless `audience` says free (a subscriber-only recipe's
 * preview), as the kitchen's "Preview as" chose.
 */
export const newsletterTestSendBody = z.object({
  recipeId: z.uuid(),
  note,
  audience: newsletterPreviewBody.shape.audience.default("paid"),
});

/* The answer shapes are zod schemas in ./answers/newsletters.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  NewsletterAudienceResponse,
  NewsletterClickResponse,
  NewsletterOpenResponse,
  NewsletterPreviewResponse,
  NewsletterSendListItem,
  NewsletterSendListResponse,
  NewsletterSendResponse,
  NewsletterSendView,
  NewsletterTestSendResponse,
  SuppressionListResponse,
  SuppressionView,
  UnsubscribeResponse,
  UnsubscribeStatusResponse,
} from "./answers/newsletters";
export { newsletterSendStatuses } from "./answers/newsletters";

/** site/{siteSlug}/unsubscribe/{token} and /resubscribe/{token}: no session, the token signs. */
export const unsubscribeParam = z.object({
  siteSlug: slug,
  token: z.string().min(1).max(200),
});

/**
 * site/{siteSlug}/newsletter-sends/{sendId}/opens and /clicks: a reader's open image and
 * counted links (the site's /newsletter/… pages relay them). No session: the token signs.
 */
export const newsletterEngagementParam = z.object({ siteSlug: slug, sendId: z.uuid() });
export const newsletterOpenBody = z.object({ token: z.string().min(1).max(200) });
export const newsletterClickBody = newsletterOpenBody.extend({
  link: z.enum(NEWSLETTER_LINKS).describe("Which of the e-mail's links was followed"),
});
