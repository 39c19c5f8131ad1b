import { z } from "zod";
import { slug } from "./common";

/**
 * Newsletters (issue 13): the kitchen's sends, preview, test send, audience and
 * suppression list, and the site's unsubscribe calls.
 */

export const NEWSLETTER_NOTE_MAX = 2_000;
export const MAILING_ADDRESS_MAX = 500;
export const IDEMPOTENCY_KEY_MAX = 255;

const note = z.string().trim().max(NEWSLETTER_NOTE_MAX).nullable();

/** POST manage/{siteSlug}/newsletter-sends (header Idempotency-Key optional). */
export const newsletterSendBody = z.object({ recipeId: z.uuid(), note });

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

/** POST manage/{siteSlug}/newsletter-test-sends: the e-mail to the signed-in manager. */
export const newsletterTestSendBody = z.object({ recipeId: z.uuid(), note });

export const newsletterSendStatuses = ["queued", "sending", "sent", "failed"] as const;

export type NewsletterSendView = {
  id: string;
  recipeId: string | null;
  note: string | null;
  status: (typeof newsletterSendStatuses)[number];
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until the send finished. */
  sentAt: string | null;
};

export type NewsletterSendResponse = { send: NewsletterSendView };
export type NewsletterSendListResponse = { sends: NewsletterSendView[] };

/** GET manage/{siteSlug}/newsletter-audience: who a send would reach now. */
export type NewsletterAudienceResponse = { count: number; mailingAddress: string | null };

export type NewsletterPreviewResponse = { subject: string; html: string; text: string };
export type NewsletterTestSendResponse = { sentTo: string };

export type SuppressionView = {
  email: string;
  reason: "bounce" | "complaint";
  createdAt: string;
};
export type SuppressionListResponse = { suppressions: SuppressionView[] };

/** site/{siteSlug}/unsubscribe/{token} and /resubscribe/{token}: no session, the token signs. */
export const unsubscribeParam = z.object({
  siteSlug: slug,
  token: z.string().min(1).max(200),
});

export type UnsubscribeStatusResponse = { email: string; siteTitle: string; subscribed: boolean };
export type UnsubscribeResponse = { subscribed: boolean };
