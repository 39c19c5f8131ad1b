import {
  NEWSLETTER_NOTE_MAX,
  type NewsletterAudienceResponse,
  type NewsletterPreviewResponse,
  type NewsletterSendResponse,
  type NewsletterSendView,
  type NewsletterTestSendResponse,
  newsletterPreviewBody,
  newsletterRecipients,
} from "@schema/api/newsletters";
import { z } from "zod";

/**
 * What the recipe editor's newsletter panel and its route (newsletter.server.ts) exchange.
 */

export type NewsletterPanelData = {
  /** Null when the API could not say: the editor still works, without the offer. */
  audience: NewsletterAudienceResponse | null;
  /** Newest first; null when the API could not say. */
  sends: NewsletterSendView[] | null;
};

const note = z
  .string()
  .max(NEWSLETTER_NOTE_MAX)
  .nullable()
  .transform((text) => text?.trim() || null);

export const newsletterRequest = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), note, audience: newsletterPreviewBody.shape.audience }),
  z.object({ intent: z.literal("test"), note, audience: newsletterPreviewBody.shape.audience }),
  // One key per compose form: a double click or a retried request makes one send.
  z.object({
    intent: z.literal("send"),
    note,
    recipients: newsletterRecipients,
    idempotencyKey: z.string().min(16).max(128),
  }),
]);
export type NewsletterRequest = z.input<typeof newsletterRequest>;

export type NewsletterReply =
  | ({ intent: "preview" } & NewsletterPreviewResponse)
  | ({ intent: "test" } & NewsletterTestSendResponse)
  | ({ intent: "send" } & NewsletterSendResponse);

/** The panel's route, beside the recipe editor's. */
export const newsletterPanelPath = (siteSlug: string, recipeId: string) =>
  `/kitchen/${encodeURIComponent(siteSlug)}/recipes/${recipeId}/newsletter`;

/** The reader a preview is for: a subscriber-only recipe reads differently for each. */
export type NewsletterAudienceKind = z.infer<typeof newsletterPreviewBody>["audience"];

/** Sends still going out: their progress is worth polling for. */
export const isSendInProgress = (send: Pick<NewsletterSendView, "status">) =>
  send.status === "queued" || send.status === "sending";
